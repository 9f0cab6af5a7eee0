/// The length of a path.
extension CGPath {
    /// The total length of the path's segments (curves measured along their flattening), closing lines included.
    package var length: CGFloat {
        var total: CGFloat = 0
        for line in PathFlattener.polylines(of: self, tolerance: 0.02) {
            let pts = line.points
            for i in 1..<max(1, pts.count) { total += hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y) }
            if line.closed, let first = pts.first, let last = pts.last { total += hypot(first.x - last.x, first.y - last.y) }
        }
        return total
    }
}
