import CheckerKit
import Foundation

print("benchmark: not written yet")
