import UIKit

let renderer = UIGraphicsImageRenderer(size: CGSize(width: 390, height: 300))
let image = renderer.image { ctx in
    UIColor.white.setFill()
    ctx.fill(CGRect(x: 0, y: 0, width: 390, height: 300))
    UIColor.systemBlue.setFill()
    UIBezierPath(roundedRect: CGRect(x: 20, y: 20, width: 150, height: 60), cornerRadius: 12).fill()
    let c = ctx.cgContext
    c.saveGState()
    c.setShadow(offset: CGSize(width: 0, height: 4), blur: 8, color: UIColor.black.withAlphaComponent(0.5).cgColor)
    UIColor.systemRed.setFill()
    UIBezierPath(ovalIn: CGRect(x: 200, y: 20, width: 60, height: 60)).fill()
    c.restoreGState()
    let grad = CGGradient(colorsSpace: nil, colors: [UIColor.systemPink.cgColor, UIColor.systemYellow.cgColor] as CFArray, locations: nil)!
    c.saveGState()
    c.clip(to: CGRect(x: 280, y: 20, width: 90, height: 60))
    c.drawLinearGradient(grad, start: CGPoint(x: 280, y: 20), end: CGPoint(x: 370, y: 80), options: [])
    c.restoreGState()
    "Hello, Tessera! 你好 مرحبا 😀".draw(at: CGPoint(x: 20, y: 100), withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.label])
    let p = NSMutableParagraphStyle(); p.alignment = .center
    "The quick brown fox jumps over the lazy dog. Wrapping text in a rect.".draw(in: CGRect(x: 20, y: 140, width: 200, height: 100), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 15), .paragraphStyle: p, .foregroundColor: UIColor.darkGray])
}
try! image.pngData()!.write(to: URL(fileURLWithPath: "/tmp/smoke.png"))
print(image.size, image.scale)
let f = UIFont.systemFont(ofSize: 17)
print(f.fontName, f.familyName, f.ascender, f.descender, f.lineHeight, f.capHeight, f.xHeight, f.leading)
print("abc".size(withAttributes: [.font: f]))
