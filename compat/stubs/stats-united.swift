import Foundation
import SwiftUI
import WidgetKit

// Readers from the Stats CPU, GPU, RAM and Disk modules (reduced to the decoded fields).
struct CPU_Load: Codable {
    var totalUsage: Double
}

struct GPU_Info: Codable {
    var utilization: Double?
}

struct RAM_Usage: Codable {
    var usage: Double
}

struct drive: Codable {
    var percentage: Double
}
