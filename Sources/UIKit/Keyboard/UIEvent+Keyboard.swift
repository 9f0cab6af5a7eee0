extension UIEvent {
    /// The modifier keys held when the event happened (for touches too: a Shift-click). Tessera keeps
    /// the keyboard's modifier state as the key door reports it.
    public var modifierFlags: UIKeyModifierFlags { KeyboardState.modifiers }
}
