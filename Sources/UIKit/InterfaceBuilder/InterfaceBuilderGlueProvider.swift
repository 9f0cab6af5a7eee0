/// The type the `InterfaceBuilderGlue` plugin generates in a module (`__TesseraInterfaceBuilderGlue`),
/// which the loader finds by name and asks to register the module's outlets and actions.
public protocol InterfaceBuilderGlueProvider {
    /// Registers the module's outlets and actions with `InterfaceBuilderGlue`.
    @MainActor static func registerInterfaceBuilderGlue()
}
