import UIKit
let f = UIGraphicsImageRendererFormat(); f.scale = 4
let img = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 30), format: f).image { _ in
    UIColor.white.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 120, height: 30))
    NSAttributedString(string: "ab      cd", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black,
        .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.green]).draw(at: .zero)
}
try! img.pngData()!.write(to: URL(fileURLWithPath: "/tmp/u.png"))
