/// Every responder (views, view controllers, the application) takes its outlets, actions and runtime
/// attributes through the open methods `UIResponder` declares in its class body, which subclasses
/// override (methods declared in an extension could not be overridden).
extension UIResponder: InterfaceBuilderConnectable {}
