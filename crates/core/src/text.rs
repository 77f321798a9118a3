//! Text as it arrives from outside (a form, JSON, an address, a mail): the one rule every edge
//! applies before anything is read or stored. Control characters have no business in a move, a
//! name, an address or a comment; Postgres cannot store a NUL at all, and a character no one
//! can see is a trap in an e-mail address. Line breaks and tabs stay: comments have lines.

/// The first control character in `text` (NUL, the other C0 and C1 controls, DEL; not tab, line
/// feed or carriage return), with its position in characters.
pub fn control_character(text: &str) -> Option<(usize, char)> {
    text.chars().enumerate().find(|&(_, c)| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
}

/// The first control character of any kind in `text`, line breaks and tabs included, with its
/// position in characters: for one-line fields (a tournament's name, a token's label), which
/// end up in a mail's subject or a page's heading, where a line break splits or forges it.
pub fn break_in_line(text: &str) -> Option<(usize, char)> {
    text.chars().enumerate().find(|&(_, c)| c.is_control())
}

/// Why `text` cannot stand in the one-line field `field`, if it cannot: in words, naming the
/// character and where it is.
pub fn one_line(field: &str, text: &str) -> Result<(), String> {
    match break_in_line(text) {
        None => Ok(()),
        Some((at, c)) => Err(format!(
            "{field} is one line of text; character {} is a control character ({}).",
            at + 1,
            match c {
                '\n' => "a line feed".to_string(),
                '\r' => "a carriage return".to_string(),
                '\t' => "a tab".to_string(),
                other => describe(other),
            }
        )),
    }
}

/// `text` without its control characters (tabs and line breaks kept): for text that must be
/// taken whatever it holds, such as a mail someone's client wrote.
pub fn without_controls(text: &str) -> String {
    text.chars().filter(|&c| !c.is_control() || matches!(c, '\t' | '\n' | '\r')).collect()
}

/// How a person would name `c`: `U+0000 (NUL)`.
pub fn describe(c: char) -> String {
    let name = match c {
        '\0' => " (NUL)",
        '\u{7f}' => " (DEL)",
        '\u{1b}' => " (ESC)",
        _ => "",
    };
    format!("U+{:04X}{name}", c as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_found_and_removed_but_lines_stay() {
        assert_eq!(control_character("P e2-e4"), None);
        assert_eq!(control_character("a comment\nwith\tlines\r\n"), None);
        assert_eq!(control_character("a\0@example.org"), Some((1, '\0')));
        assert_eq!(control_character("x\u{1b}[31m"), Some((1, '\u{1b}')));
        assert_eq!(control_character("\u{85}"), Some((0, '\u{85}')), "C1 controls too");
        assert_eq!(without_controls("e2e4 //\0 hi\nthere\u{7f}"), "e2e4 // hi\nthere");
        assert_eq!(describe('\0'), "U+0000 (NUL)");
        assert_eq!(describe('\u{7}'), "U+0007");
    }

    #[test]
    fn one_line_fields_refuse_line_breaks_and_tabs_in_words() {
        assert_eq!(one_line("A name", "Friday Swiss"), Ok(()));
        assert_eq!(
            one_line("A tournament's name", "Friday\r\nBcc: x@example.org"),
            Err("A tournament's name is one line of text; character 7 is a control character (a carriage return)."
                .into())
        );
        assert!(one_line("A label", "a\tb").unwrap_err().contains("a tab"));
        assert!(one_line("A label", "a\u{1b}b").unwrap_err().contains("U+001B (ESC)"));
    }
}
