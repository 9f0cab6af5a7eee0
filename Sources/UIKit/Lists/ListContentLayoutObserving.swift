/// A view that holds list content and follows its layout: a list cell, whose separator moves to the
/// text's leading edge once the list content view inside it has laid out. The list content view tells
/// the cell through this hook, declared here so that list content does not know collection view cells.
@MainActor
protocol ListContentLayoutObserving: UIView {
    /// The list content view inside this view's content view laid itself out.
    func listContentDidLayOut()
}
