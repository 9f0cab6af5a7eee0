extension CATransform3D {
    /// Whether all sixteen numbers are finite; when not, reports the bad value under `api` (the write is ignored).
    package func isFinite(api: String, subsystem: String = "QuartzCore") -> Bool {
        let all = [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
        guard let problem = BadValue.problem(all) else { return true }
        BadValue.report(subsystem, api: api, "\(problem) in \(self) ignored")
        return false
    }
}
