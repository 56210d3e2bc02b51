@_exported import CheckerHashing
