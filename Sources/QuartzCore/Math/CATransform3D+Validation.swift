extension CATransform3D {
    /// Whether all sixteen numbers are usable (finite, within ±10¹²); when not, reports the bad value under `api` (the write is ignored).
    package func isFinite(api: String, subsystem: String = "QuartzCore") -> Bool {
        // The fast path: no array.
        if BadValue.usable(m11) && BadValue.usable(m12) && BadValue.usable(m13) && BadValue.usable(m14)
            && BadValue.usable(m21) && BadValue.usable(m22) && BadValue.usable(m23) && BadValue.usable(m24)
            && BadValue.usable(m31) && BadValue.usable(m32) && BadValue.usable(m33) && BadValue.usable(m34)
            && BadValue.usable(m41) && BadValue.usable(m42) && BadValue.usable(m43) && BadValue.usable(m44) { return true }
        let all = [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
        guard let problem = BadValue.problem(all) else { return true }
        BadValue.report(subsystem, api: api, "\(problem) in \(self) ignored")
        return false
    }
}
