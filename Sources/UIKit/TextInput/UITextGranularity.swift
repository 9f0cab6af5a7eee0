/// The units a tokenizer works in: characters (grapheme clusters), words, sentences, paragraphs, lines
/// and the whole document.
public enum UITextGranularity: Int, Sendable {
    case character = 0
    case word = 1
    case sentence = 2
    case paragraph = 3
    case line = 4
    case document = 5
}
