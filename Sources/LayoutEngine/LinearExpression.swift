/// A sum of coefficient × variable terms plus a constant: one side of a constraint.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms; a variable may appear more than once (its coefficients add up).
    public var terms: [(variable: LayoutVariable, coefficient: Double)]
    /// The constant part.
    public var constant: Double

    /// The constant expression `constant`.
    public init(_ constant: Double = 0) {
        terms = []
        self.constant = constant
    }

    /// The expression `coefficient × variable`.
    public init(_ variable: LayoutVariable, times coefficient: Double = 1) {
        terms = [(variable, coefficient)]
        constant = 0
    }

    /// An expression from its terms and constant.
    public init(terms: [(variable: LayoutVariable, coefficient: Double)], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// Terms then the constant, e.g. `2.0·v1 + -1.0·v2 + 8.0`.
    public var description: String {
        (terms.map { "\($0.coefficient)·\($0.variable)" } + ["\(constant)"]).joined(separator: " + ")
    }

    /// Terms of two variables are stored with room for two more, so chains such as `a + b - c + 8` grow one
    /// array in place.
    private static let reserve = 4

    /// The expression `ca × a + cb × b`, with room for more.
    init(_ a: LayoutVariable, _ ca: Double, _ b: LayoutVariable, _ cb: Double) {
        terms = []
        terms.reserveCapacity(Self.reserve)
        terms.append((a, ca))
        terms.append((b, cb))
        constant = 0
    }

    /// The sum of two expressions.
    public static func + (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs.terms.append(contentsOf: rhs.terms)
        lhs.constant += rhs.constant
        return lhs
    }

    /// The difference of two expressions.
    public static func - (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression {
        for (variable, coefficient) in rhs.terms { lhs.terms.append((variable, -coefficient)) }
        lhs.constant -= rhs.constant
        return lhs
    }

    /// The expression with every coefficient and the constant negated.
    public static prefix func - (operand: consuming LinearExpression) -> LinearExpression {
        operand * -1
    }

    /// The expression scaled by a number.
    public static func * (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression {
        for i in lhs.terms.indices { lhs.terms[i].coefficient *= rhs }
        lhs.constant *= rhs
        return lhs
    }

    /// The expression scaled by a number.
    public static func * (lhs: Double, rhs: consuming LinearExpression) -> LinearExpression { rhs * lhs }

    /// The expression plus a number.
    public static func + (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression {
        lhs.constant += rhs
        return lhs
    }

    /// The expression minus a number.
    public static func - (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
}

/// Arithmetic on variables, so constraints read as equations: `engine.addConstraint(b.top - (a.top + 8), .equal)`.
extension LayoutVariable {
    /// The sum of two variables.
    public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression { LinearExpression(lhs, 1, rhs, 1) }
    /// The difference of two variables.
    public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression { LinearExpression(lhs, 1, rhs, -1) }
    /// A variable plus a number.
    public static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// A variable minus a number.
    public static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// A scaled variable.
    public static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression { LinearExpression(rhs, times: lhs) }
    /// A scaled variable.
    public static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs, times: rhs) }
    /// The negated variable.
    public static prefix func - (operand: LayoutVariable) -> LinearExpression { LinearExpression(operand, times: -1) }
    /// A variable plus an expression.
    public static func + (lhs: LayoutVariable, rhs: consuming LinearExpression) -> LinearExpression {
        rhs.terms.insert((lhs, 1), at: 0)
        return rhs
    }
    /// A variable minus an expression.
    public static func - (lhs: LayoutVariable, rhs: consuming LinearExpression) -> LinearExpression {
        rhs = -rhs
        rhs.terms.insert((lhs, 1), at: 0)
        return rhs
    }
    /// An expression plus a variable.
    public static func + (lhs: consuming LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs.terms.append((rhs, 1))
        return lhs
    }
    /// An expression minus a variable.
    public static func - (lhs: consuming LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs.terms.append((rhs, -1))
        return lhs
    }
}
