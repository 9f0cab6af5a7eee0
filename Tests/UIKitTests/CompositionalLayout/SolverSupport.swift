import Testing
@testable import UIKit

/// Solves one section without a collection view.
@MainActor
func solve(_ section: NSCollectionLayoutSection, items: Int, width: CGFloat = 300, height: CGFloat = 600,
           axis: CompositionalAxis = .vertical, insets: NSDirectionalEdgeInsets = .zero,
           measured: [Int: CGSize] = [:], measuredSupplementaries: [String: CGSize] = [:],
           sectionIndex: Int = 0) -> SolvedSection {
    let input = SectionSolverInput(sectionIndex: sectionIndex, itemCount: items,
                                   containerSize: CGSize(width: width, height: height),
                                   referenceInsets: insets, scrollAxis: axis,
                                   traitCollection: UITraitCollection(),
                                   preferredItemSize: { measured[$0] },
                                   preferredSupplementarySize: { kind, _ in measuredSupplementaries[kind] })
    var solver = CompositionalSectionSolver(input)
    return solver.solve(section)
}

@MainActor func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
}

@MainActor func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}
