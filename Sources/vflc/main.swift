import LayoutDriver
import Foundation

// Placeholder until the driver lands.
FileHandle.standardError.write("vflc: not implemented yet\n".data(using: .utf8)!)
exit(2)
