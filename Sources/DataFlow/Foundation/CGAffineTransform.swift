import Foundation

#if !canImport(CoreGraphics)
    /// A 2D affine transform (translate, scale, rotate, and their products): Core Graphics'
    /// `CGAffineTransform`, which Apple's Foundation brings with it and Linux's lacks, for
    /// `Path.applying(_:)`, `CGPoint.applying(_:)` and the like. It maps a point (x, y) to
    /// (a·x + c·y + tx, b·x + d·y + ty), as Apple's does. What it is not: a drawing context's
    /// current transform (nothing is drawn headlessly).
    public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
        public var a: CGFloat
        public var b: CGFloat
        public var c: CGFloat
        public var d: CGFloat
        public var tx: CGFloat
        public var ty: CGFloat

        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
            self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        }

        public init() {
            self = .identity
        }

        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A rotation by `angle` radians (counter-clockwise in a y-up space, clockwise on screen).
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(Foundation.cos(Double(angle)))
            let sine = CGFloat(Foundation.sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        public var isIdentity: Bool { self == .identity }

        /// This transform, then `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// A translation, then this transform.
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        /// A scale, then this transform.
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }

        /// A rotation, then this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The transform that undoes this one, or this one when it cannot be undone, as Apple's returns.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0 else { return self }
            return CGAffineTransform(
                a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }

        public var description: String {
            "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
        }
    }

    extension CGPoint {
        /// The point moved by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size scaled (and sheared) by `t`, without its translation.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle that holds this one's corners moved by `t`.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(t) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let minimum = CGPoint(x: xs.min() ?? 0, y: ys.min() ?? 0)
            return CGRect(
                x: minimum.x, y: minimum.y, width: (xs.max() ?? 0) - minimum.x, height: (ys.max() ?? 0) - minimum.y)
        }
    }
#endif
