// Exercise tally-tests: write Swift Testing tests of Tally (in the course, not in this file).
import Testing
