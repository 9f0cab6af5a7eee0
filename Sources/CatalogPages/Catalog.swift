import UIKit

/// The catalog's pages and its index.
@MainActor
package enum Catalog {
    package static let pages: [CatalogPage] = [
        CatalogPage(title: "Drawing", render: DrawingPage.render),
        CatalogPage(title: "Views", render: { ViewsPage.make().render() }, makeView: { ViewsPage.make().root }),
        CatalogPage(title: "Labels", render: { LabelsPage.make().render() }, makeView: { LabelsPage.make().root }),
        CatalogPage(title: "Images", render: { ImagesPage.make().render() }, makeView: { ImagesPage.make().root }),
        CatalogPage(title: "Symbols", render: { SymbolsPage.make().render(style: .light) }, makeView: { SymbolsPage.make().root }),
        CatalogPage(title: "Symbols Dark", render: { SymbolsPage.make().render(style: .dark) }),
        CatalogPage(title: "Auto Layout", render: { AutoLayoutPage.make().render() }, makeView: { AutoLayoutPage.make().root }),
        CatalogPage(title: "Appearance", render: { AppearancePage.render(dark: false, ember: false) }),
        CatalogPage(title: "Appearance Dark", render: { AppearancePage.render(dark: true, ember: false) }),
        CatalogPage(title: "Appearance Ember", render: { AppearancePage.render(dark: false, ember: true) }),
        CatalogPage(title: "Appearance Ember Dark", render: { AppearancePage.render(dark: true, ember: true) }),
        CatalogPage(title: "Controls", render: { ControlsPage.make().render(style: .light) }, makeView: { ControlsPage.make().root }),
        CatalogPage(title: "Controls Dark", render: { ControlsPage.make().render(style: .dark) }),
        CatalogPage(title: "Animation", render: AnimationPage.render, makeView: {
            let root = AnimationPage.make().root
            AnimationPage.startAnimations(in: root)
            return root
        }, motion: AnimationPage.motion),
        CatalogPage(title: "Gestures", render: GesturesPage.render, makeView: { GesturesPage.make().root }),
        CatalogPage(title: "Contacts", render: { ContactsPage.render(style: .light) }, makeView: { ContactsPage.make() }),
        CatalogPage(title: "Contacts Dark", render: { ContactsPage.render(style: .dark) }),
        CatalogPage(title: "Settings", render: { SettingsPage.render(style: .light) }, makeView: { SettingsPage.make() }),
        CatalogPage(title: "Settings Dark", render: { SettingsPage.render(style: .dark) }),
        CatalogPage(title: "Photo Grid", render: { PhotoGridPage.make().render(style: .light) }, makeView: { PhotoGridPage.make().root }),
        CatalogPage(title: "Photo Grid Dark", render: { PhotoGridPage.make().render(style: .dark) }),
        CatalogPage(title: "Compositional", render: { CompositionalPage.render(style: .light) }, makeView: { CompositionalPage.make().page.root }),
        CatalogPage(title: "Compositional Dark", render: { CompositionalPage.render(style: .dark) }),
        CatalogPage(title: "Pickers", render: { PickersPage.make().render(style: .light) }, makeView: { PickersPage.make().root }),
        CatalogPage(title: "Pickers Dark", render: { PickersPage.make().render(style: .dark) }),
        CatalogPage(title: "Text", render: { TextPage.render(style: .light) }, makeView: { TextPage.make().page.root }),
        CatalogPage(title: "Text Dark", render: { TextPage.render(style: .dark) }),
        CatalogPage(title: "Materials", render: { MaterialsPage.render(style: .light) }, makeView: { MaterialsPage.make() }),
        CatalogPage(title: "Materials Dark", render: { MaterialsPage.render(style: .dark) }),
        CatalogPage(title: "Storyboard", render: { StoryboardPage.render(style: .light) }, makeView: { StoryboardPage.make() }),
        CatalogPage(title: "Storyboard Dark", render: { StoryboardPage.render(style: .dark) }),
    ] + KeyboardPage.pages + PresentationPage.pages

    /// An HTML page showing every page side by side at point size.
    package static func indexHTML(_ pages: [(CatalogPage, UIImage)]) -> String {
        let figures = pages.map { page, image in
            var figure = """
                <figure><img src="\(page.fileName)" width="\(Int(image.size.width))" alt="\(page.title)"><figcaption>\(page.title)</figcaption></figure>
            """
            if page.motion != nil {
                figure += """

                    <figure><img src="\(page.motionFileName)" width="\(Int(image.size.width))" alt="\(page.title), moving"><figcaption>\(page.title) (moving)</figcaption></figure>
                """
            }
            return figure
        }.joined(separator: "\n")
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Tessera UICatalog</title>
        <style>
          body { font-family: Inter, system-ui, sans-serif; background: #e5e5ea; margin: 24px; }
          main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
          figure { margin: 0; background: white; border-radius: 12px; padding: 8px; box-shadow: 0 2px 8px rgba(0,0,0,.15); }
          figcaption { text-align: center; padding-top: 6px; color: #3c3c43; }
        </style></head>
        <body><h1>Tessera UICatalog</h1><main>
        \(figures)
        </main></body></html>
        """
    }
}
