import Foundation
import WidgetUI

// The layout of `LazyVGrid`, `LazyHGrid` and `Grid`.

extension LayoutEngine {
    /// The system spacing between grid tracks and lines.
    static let gridSpacing = 8.0

    /// One track (column of a `LazyVGrid`, row of a `LazyHGrid`) after sizing: adaptive items
    /// become several tracks.
    struct GridTrack {
        var length: Double
        /// The space after the track.
        var spacing: Double
        var alignment: String?
    }

    /// The tracks of a lazy grid in an available length, as SwiftUI sizes them: fixed items take
    /// their length; the rest, in order, share what is left after the fixed items and the spacing —
    /// a flexible item takes its share clamped to its limits, an adaptive item fits as many tracks
    /// of at least its minimum as its share holds (objc.io, "SwiftUI's Grid Views", 2020).
    func gridTracks(_ items: [GridItemValue], available: Double?) -> [GridTrack] {
        let spacings = items.map { $0.spacing ?? Self.gridSpacing }
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        for item in items { if case .fixed(let length) = item.size { remaining -= length } }
        var left = items.filter { if case .fixed = $0.size { false } else { true } }.count
        var tracks: [GridTrack] = []
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            switch item.size {
            case .fixed(let length):
                tracks.append(GridTrack(length: length, spacing: spacing, alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let share = available == nil ? minimum : max(0, remaining / Double(max(left, 1)))
                let length = min(max(share, minimum), max(maximum, minimum))
                tracks.append(GridTrack(length: length, spacing: spacing, alignment: item.alignment))
                remaining -= length
                left -= 1
            case .adaptive(let minimum, let maximum):
                let share = available == nil ? minimum : max(0, remaining / Double(max(left, 1)))
                var count = 1
                if share.isFinite, minimum + spacing > 0 {
                    count = max(1, min(1000, Int(((share + spacing) / (minimum + spacing)).rounded(.down))))
                }
                let length = min(max((share - Double(count - 1) * spacing) / Double(count), minimum), max(maximum, minimum))
                for track in 0..<count {
                    _ = track
                    tracks.append(GridTrack(length: length, spacing: spacing, alignment: item.alignment))
                }
                remaining -= length * Double(count) + Double(count - 1) * spacing
                left -= 1
            }
        }
        return tracks
    }

    /// A lazy grid laid out for a proposal: its tracks (sized twice, as SwiftUI does: once in the
    /// space offered to find the grid's length across, then again in that length), the lengths of
    /// its lines, what each cell is offered, and its size.
    struct LazyGridLayout {
        var size: Size
        var tracks: [GridTrack]
        var lines: [Double]
        var lineSpacing: Double
    }

    func lazyGridLayout(_ node: LayoutNode, _ proposal: ProposedSize) -> LazyGridLayout {
        guard case .lazyGrid(let gridAxis, let items, _, let spacing) = node.kind else {
            return LazyGridLayout(size: .zero, tracks: [], lines: [], lineSpacing: 0)
        }
        // A vertical grid's tracks are columns across its width; its lines are rows down it.
        let across: Axis = gridAxis == .vertical ? .horizontal : .vertical
        func total(_ tracks: [GridTrack]) -> Double {
            tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        }
        let first = gridTracks(items, available: proposal[across])
        let length = total(first)
        let tracks = length.isFinite ? gridTracks(items, available: length) : first
        let lineSpacing = spacing ?? Self.gridSpacing
        var lines: [Double] = []
        if !tracks.isEmpty {
            for start in stride(from: 0, to: node.children.count, by: tracks.count) {
                var line = 0.0
                for (offset, child) in node.children[start..<min(start + tracks.count, node.children.count)].enumerated() {
                    line = max(line, size(child, cellProposal(tracks[offset].length, across: across))[across.other])
                }
                lines.append(line)
            }
        }
        var result = Size.zero
        result[across] = length
        result[across.other] = lines.reduce(0, +) + Double(max(0, lines.count - 1)) * lineSpacing
        return LazyGridLayout(size: result, tracks: tracks, lines: lines, lineSpacing: lineSpacing)
    }

    /// What a lazy grid's cell is offered: its track's length across, nothing along the grid.
    private func cellProposal(_ length: Double, across: Axis) -> ProposedSize {
        var proposal = ProposedSize()
        proposal[across] = length
        return proposal
    }

    func placeLazyGrid(_ node: LayoutNode, _ proposal: ProposedSize, _ placed: PlacedNode) {
        guard case .lazyGrid(let gridAxis, _, let gridAlignment, _) = node.kind else { return }
        let layout = lazyGridLayout(node, proposal)
        guard !layout.tracks.isEmpty else { return }
        let across: Axis = gridAxis == .vertical ? .horizontal : .vertical
        // The grid's alignment lines views up in their cells, across the grid; along it they are centred.
        let defaultAlignment = gridAxis == .vertical
            ? (gridAlignment == "center" ? "center" : "center-\(gridAlignment)")
            : (gridAlignment == "center" ? "center" : "\(gridAlignment)-center")
        var lineStart = placed.frame[origin: across.other]
        for (lineIndex, line) in layout.lines.enumerated() {
            var trackStart = placed.frame[origin: across]
            for (trackIndex, track) in layout.tracks.enumerated() {
                let childIndex = lineIndex * layout.tracks.count + trackIndex
                guard childIndex < node.children.count else { break }
                let child = node.children[childIndex]
                var cell = Rect(x: 0, y: 0, width: 0, height: 0)
                cell[origin: across] = trackStart
                cell[origin: across.other] = lineStart
                cell[length: across] = track.length
                cell[length: across.other] = line
                let inner = cellProposal(track.length, across: across)
                let childSize = size(child, inner)
                let point = alignedOrigin(child, size: childSize, proposal: inner, in: cell,
                                          alignment: track.alignment ?? defaultAlignment)
                placed.children.append(place(child, inner, at: point))
                trackStart += track.length + track.spacing
            }
            lineStart += line + layout.lineSpacing
        }
    }

    // MARK: - Grid

    /// A `Grid`'s rows and cells as laid out: column widths, row heights, spacings and size.
    struct GridLayout {
        var columns: [Double]
        var rows: [Double]
        var horizontalSpacing: Double
        var verticalSpacing: Double
        var size: Size
        /// Per row: its node (a `gridRow`, or a view spanning every column) and its cells' first
        /// columns and spans (empty for a spanning view).
        var cells: [(row: LayoutNode, placements: [(column: Int, span: Int)])]
    }

    func gridLayout(_ node: LayoutNode, _ proposal: ProposedSize) -> GridLayout {
        guard case .grid(_, let horizontalSpacing, let verticalSpacing) = node.kind else {
            return GridLayout(columns: [], rows: [], horizontalSpacing: 0, verticalSpacing: 0, size: .zero, cells: [])
        }
        let hSpacing = horizontalSpacing ?? Self.gridSpacing, vSpacing = verticalSpacing ?? Self.gridSpacing
        var cells: [(row: LayoutNode, placements: [(column: Int, span: Int)])] = []
        var columnCount = 0
        for row in node.children {
            guard case .gridRow = row.kind else {
                cells.append((row, []))
                continue
            }
            var column = 0
            var placements: [(column: Int, span: Int)] = []
            for cell in row.children {
                let span = cell.gridCell?.columns ?? 1
                placements.append((column, span))
                column += span
            }
            columnCount = max(columnCount, column)
            cells.append((row, placements))
        }
        // Columns share the width as a stack's views do; each is as wide as its widest sizing cell.
        func columnLength(_ column: Int, _ width: Double?) -> Double {
            var length = 0.0
            for (row, placements) in cells {
                for (index, placement) in placements.enumerated()
                where placement.column == column && placement.span == 1 && !(row.children[index].gridCell?.unsizedHorizontally ?? false) {
                    length = max(length, size(row.children[index], ProposedSize(width: width, height: nil)).width)
                }
            }
            return length
        }
        // A column or row has the highest layout priority of its cells.
        var columnPriorities = [Double](repeating: -.infinity, count: columnCount)
        for (row, placements) in cells {
            for (index, placement) in placements.enumerated() where placement.span == 1 {
                columnPriorities[placement.column] = max(columnPriorities[placement.column], row.children[index].layoutPriority)
            }
        }
        let columns = share(
            proposal.width, spacing: Double(max(0, columnCount - 1)) * hSpacing,
            tracks: (0..<columnCount).map { column in { columnLength(column, $0) } },
            priorities: columnPriorities.map { $0 == -.infinity ? 0 : $0 })
        let gridWidth = columns.reduce(0, +) + Double(max(0, columnCount - 1)) * hSpacing
        func spannedWidth(_ placement: (column: Int, span: Int)) -> Double {
            let end = min(columns.count, placement.column + placement.span)
            guard placement.column < end else { return 0 }
            return columns[placement.column..<end].reduce(0, +) + Double(end - placement.column - 1) * hSpacing
        }
        // Rows share the height likewise; a view outside a row is as wide as the grid.
        let rows = share(
            proposal.height, spacing: Double(max(0, cells.count - 1)) * vSpacing,
            tracks: cells.map { row, placements in
                { height in
                    if placements.isEmpty {
                        return self.size(row, ProposedSize(width: gridWidth, height: height)).height
                    }
                    var length = 0.0
                    for (index, placement) in placements.enumerated() where !(row.children[index].gridCell?.unsizedVertically ?? false) {
                        length = max(length, self.size(row.children[index], ProposedSize(width: spannedWidth(placement), height: height)).height)
                    }
                    return length
                }
            },
            priorities: cells.map { row, placements in
                placements.isEmpty ? row.layoutPriority : row.children.map(\.layoutPriority).max() ?? 0
            })
        let gridSize = Size(width: gridWidth, height: rows.reduce(0, +) + Double(max(0, rows.count - 1)) * vSpacing)
        return GridLayout(columns: columns, rows: rows, horizontalSpacing: hSpacing, verticalSpacing: vSpacing,
                          size: gridSize, cells: cells)
    }

    /// Lengths for tracks sharing an available length as a stack shares it among its views: by
    /// layout priority (each group leaving the lower groups their minimums), then the least flexible
    /// first, each offered an even share of what is left.
    private func share(_ available: Double?, spacing: Double, tracks: [(Double?) -> Double], priorities: [Double]) -> [Double] {
        guard let available else { return tracks.map { $0(nil) } }
        let minimums = tracks.map { $0(0) }
        let flexibility = tracks.indices.map { tracks[$0](.infinity) - minimums[$0] }
        var remaining = available - spacing
        var lengths = [Double](repeating: 0, count: tracks.count)
        for level in Set(priorities).sorted(by: >) {
            let group = tracks.indices.filter { priorities[$0] == level }.sorted { flexibility[$0] < flexibility[$1] }
            var budget = remaining - tracks.indices.filter { priorities[$0] < level }.map { minimums[$0] }.reduce(0, +)
            var left = group.count
            for index in group {
                let offer = max(0, budget / Double(left))
                lengths[index] = tracks[index](available.isInfinite ? .infinity : offer)
                budget -= lengths[index]
                remaining -= lengths[index]
                left -= 1
            }
        }
        return lengths
    }

    func placeGrid(_ node: LayoutNode, _ proposal: ProposedSize, _ placed: PlacedNode) {
        guard case .grid(let gridAlignment, _, _) = node.kind else { return }
        let layout = gridLayout(node, proposal)
        let (gridVertical, gridHorizontal) = Self.alignmentParts(gridAlignment)
        // A column takes the alignment any of its cells asks for.
        var columnAlignments: [Int: String] = [:]
        for (row, placements) in layout.cells {
            for (index, placement) in placements.enumerated() {
                if let alignment = row.children[index].gridCell?.columnAlignment { columnAlignments[placement.column] = alignment }
            }
        }
        var y = placed.frame.y
        for (rowIndex, entry) in layout.cells.enumerated() {
            let height = rowIndex < layout.rows.count ? layout.rows[rowIndex] : 0
            let rowFrame = Rect(x: placed.frame.x, y: y, width: layout.size.width, height: height)
            if entry.placements.isEmpty {
                let inner = ProposedSize(width: rowFrame.width, height: height)
                let childSize = size(entry.row, inner)
                placed.children.append(place(entry.row, inner, at: alignedOrigin(
                    entry.row, size: childSize, proposal: inner, in: rowFrame, alignment: gridAlignment)))
            } else {
                let rowPlaced = PlacedNode(node: entry.row, frame: rowFrame)
                var rowVertical = gridVertical
                if case .gridRow(let alignment?) = entry.row.kind { rowVertical = alignment }
                for (index, placement) in entry.placements.enumerated() {
                    let cell = entry.row.children[index]
                    let x = placed.frame.x + layout.columns.prefix(placement.column).reduce(0, +)
                        + Double(placement.column) * layout.horizontalSpacing
                    let end = min(layout.columns.count, placement.column + placement.span)
                    let width = placement.column < end
                        ? layout.columns[placement.column..<end].reduce(0, +) + Double(end - placement.column - 1) * layout.horizontalSpacing
                        : 0
                    let cellFrame = Rect(x: x, y: y, width: width, height: height)
                    let inner = ProposedSize(width: width, height: height)
                    let childSize = size(cell, inner)
                    let point: (Double, Double)
                    if let anchor = cell.gridCell?.anchor {
                        point = (cellFrame.x + (cellFrame.width - childSize.width) * anchor.x,
                                 cellFrame.y + (cellFrame.height - childSize.height) * anchor.y)
                    } else {
                        let horizontal = placement.span == 1 ? columnAlignments[placement.column] ?? gridHorizontal : gridHorizontal
                        let alignment = rowVertical == "center" && horizontal == "center" ? "center" : "\(rowVertical)-\(horizontal)"
                        point = alignedOrigin(cell, size: childSize, proposal: inner, in: cellFrame, alignment: alignment)
                    }
                    rowPlaced.children.append(place(cell, inner, at: point))
                }
                sortByZIndex(rowPlaced)
                placed.children.append(rowPlaced)
            }
            y += height + layout.verticalSpacing
        }
    }
}

extension Rect {
    /// The origin's coordinate along an axis.
    subscript(origin axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// The length along an axis.
    subscript(length axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
