//! Players' own files of variants (the `variants.ini` format), as pychess-variants lets its
//! players upload theirs: checked at once, every fault told in words, then offered to be
//! challenged like any other game, listed or not.
//!
//! Each variant of a file is kept as a version under an id of its own, its section's name and a
//! digest of its definition (`mygame~1a2b3c4d`). A game names that id, so it keeps the rules it
//! began with when the file changes or goes; uploading the file again makes new versions of the
//! variants it changes only. The store is the truth: a process catalogues a version in the
//! rules' registry when it first meets its id ([`crate::variants::ensure`]), so every process of a deployment
//! plays the games of an upload made in another.

use ortoo_core::store::VariantFileStore;
use std::sync::Arc;

use ortoo_core::clock::Clock;
use ortoo_core::ids::VariantFileId;
use ortoo_core::{Timestamp, UploadedVariant, User, VariantFile};
use ortoo_rules::VariantInfo;
use ortoo_rules::defined::ini::Fault;
use sha2::{Digest, Sha256};

use crate::error::{PlayError, Result};
use crate::limits::{Counted, Limits};
use crate::variants::{catalogue, catalogue_kept};

/// The largest file taken, in bytes.
pub const MAX_FILE_BYTES: usize = 64 * 1024;
/// The most variants one file may define.
pub const MAX_VARIANTS: usize = 20;
/// The most files one player may keep.
pub const MAX_FILES: usize = 20;
/// The longest name of a file.
pub const MAX_NAME: usize = 60;
/// The most listed files one page of a list shows.
pub const MAX_PAGE: usize = 100;

/// A page of the listed files (and, on the first, the viewer's own unlisted ones), with where
/// the next page starts when there is one.
#[derive(Debug, Clone)]
pub struct Offered {
    pub files: Vec<VariantFile>,
    /// The `after` of the next page: opaque to its readers.
    pub next: Option<String>,
}

/// Where a page of listed files starts: after the file uploaded at `at` with id `id`.
fn cursor(file: &VariantFile) -> String {
    format!("{}.{}", file.uploaded_at.millis(), file.id)
}

fn read_cursor(text: &str) -> Result<(Timestamp, String)> {
    let bad = || {
        PlayError::BadRequest(format!(
            "\"{text}\" is not where a page of this list starts: give the `next` of the page before."
        ))
    };
    let (at, id) = text.split_once('.').ok_or_else(bad)?;
    let at: i64 = at.parse().map_err(|_| bad())?;
    if id.is_empty() || id.len() > 64 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(bad());
    }
    Ok((Timestamp::from_millis(at), id.to_string()))
}

/// What an upload asks for.
#[derive(Debug, Clone)]
pub struct Upload {
    /// The file's name, as its owner knows it (`mine.ini`); a file of the same name is replaced.
    pub name: String,
    pub text: String,
    /// Offered in the lists, or only to those given its variants' links.
    pub listed: bool,
}

/// Players' files of variants.
#[derive(Clone)]
pub struct VariantFiles {
    pub(crate) variant_file_store: Arc<dyn VariantFileStore>,
    pub(crate) clock: Clock,
    pub(crate) limits: Limits,
}

impl VariantFiles {
    /// Checks a player's file and, when it has no fault, keeps it (in place of their file of the
    /// same name) and offers its variants.
    ///
    /// # Errors
    /// A bad name, a file too long or without a variant, more variants or files than allowed,
    /// or the file's faults, every one ([`PlayError::Faulty`]); more uploads than the hour's
    /// allowance ([`PlayError::RateLimited`]); nothing is kept then.
    pub async fn upload(&self, owner: &User, upload: Upload) -> Result<VariantFile> {
        let name = upload.name.as_str();
        check_name(name)?;
        // Counted across processes: each upload is checked here and kept by the store for good.
        self.limits.count(Counted::Upload(&owner.id)).await?;
        // Refusals of what the file says (and of how many files one keeps) are 422: the request
        // is well formed, but its text is not a file this server can offer.
        let refuse = |detail: String| Err(PlayError::Invalid { code: "bad_variant_file", detail });
        if upload.text.len() > MAX_FILE_BYTES {
            return refuse(format!(
                "The file is {} bytes long; a file has at most {MAX_FILE_BYTES} bytes (64 KiB).",
                upload.text.len()
            ));
        }
        let checked = ortoo_rules::defined::check(name, &upload.text);
        let mut faults = checked.faults;
        for board in &checked.boards {
            let variant = &board.def.name;
            if !variant.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
                faults.push(Fault {
                    file: name.to_string(),
                    line: 0,
                    variant: Some(variant.clone()),
                    key: None,
                    message: "a variant's name here is made of letters, digits, '-' and '_' (it is part of its link)"
                        .into(),
                });
            }
        }
        if !faults.is_empty() {
            faults.sort_by_key(|f| f.line);
            return Err(PlayError::Faulty(faults));
        }
        if checked.boards.is_empty() {
            return refuse(
                "The file defines no variant: a variant is a section such as [mygame:chess] with its keys below it."
                    .into(),
            );
        }
        if checked.boards.len() > MAX_VARIANTS {
            return refuse(format!(
                "The file defines {} variants; a file may define at most {MAX_VARIANTS}.",
                checked.boards.len()
            ));
        }
        let too_many = || {
            refuse(format!(
                "You keep {MAX_FILES} files already, the most one player may; remove one, or upload under one's name to replace it."
            ))
        };
        let kept = self.variant_file_store.variant_files_of(&owner.id).await?;
        if kept.len() >= MAX_FILES && kept.iter().all(|f| f.name != name) {
            return too_many();
        }
        let mut variants = Vec::with_capacity(checked.boards.len());
        for board in &checked.boards {
            let text = board.def.own.clone();
            let version = UploadedVariant {
                id: version_id(&owner.id, name, &board.def.name, &text),
                file_id: String::new(),
                owner_id: owner.id.to_string(),
                file_name: name.to_string(),
                variant: board.def.name.clone(),
                text,
            };
            // Catalogued from the text that is kept, so what is kept is known to define it alone.
            catalogue(&version)?;
            variants.push(version);
        }
        let file = VariantFile {
            id: VariantFileId::new().into_string(),
            owner_id: owner.id.to_string(),
            owner_name: owner.name.clone(),
            name: name.to_string(),
            text: upload.text,
            listed: upload.listed,
            uploaded_at: self.clock.now(),
            variants,
        };
        // Counted again where it is kept: another upload may have been kept meanwhile.
        let Some(id) = self.variant_file_store.keep_variant_file(&file, MAX_FILES).await? else { return too_many() };
        self.variant_file_store.variant_file(&id).await?.ok_or(PlayError::NotFound("file of variants"))
    }

    /// A file, to anyone (an unlisted file is still read by whoever has its link).
    ///
    /// # Errors
    /// No such file.
    pub async fn file(&self, id: &str) -> Result<VariantFile> {
        let file = self.variant_file_store.variant_file(id).await?.ok_or(PlayError::NotFound("file of variants"))?;
        catalogue_file(&file);
        Ok(file)
    }

    /// A player's own files.
    ///
    /// # Errors
    /// The store failing.
    pub async fn files_of(&self, owner: &User) -> Result<Vec<VariantFile>> {
        let files = self.variant_file_store.variant_files_of(&owner.id).await?;
        for file in &files {
            catalogue_file(file);
        }
        Ok(files)
    }

    /// A page of the files whose variants are offered to `viewer`: the listed files, newest
    /// first, `limit` at most (up to [`MAX_PAGE`]), after the page whose `next` is `after`, and
    /// with `search` in a file's, its owner's or a variant's name when given; on the first page
    /// the viewer's own unlisted files too.
    ///
    /// # Errors
    /// An `after` this list did not give; the store failing.
    pub async fn offered(
        &self,
        viewer: Option<&User>,
        search: Option<&str>,
        after: Option<&str>,
        limit: usize,
    ) -> Result<Offered> {
        let search = search.map(str::trim).filter(|s| !s.is_empty());
        if search.is_some_and(|s| s.chars().count() > 100) {
            return Err(PlayError::BadRequest("A search is at most 100 characters.".into()));
        }
        let before = after.map(read_cursor).transpose()?;
        let limit = limit.clamp(1, MAX_PAGE);
        let first_page = before.is_none();
        let mut files = self.variant_file_store.listed_variant_files(search, before, limit as i64 + 1).await?;
        let next = (files.len() > limit).then(|| {
            files.truncate(limit);
            files.last().map(cursor)
        });
        if let Some(viewer) = viewer.filter(|_| first_page) {
            let wanted = |f: &VariantFile| {
                search.is_none_or(|s| {
                    let s = s.to_lowercase();
                    f.name.to_lowercase().contains(&s)
                        || f.variants.iter().any(|v| v.variant.to_lowercase().contains(&s))
                })
            };
            for own in self.variant_file_store.variant_files_of(&viewer.id).await? {
                if !own.listed && wanted(&own) {
                    files.push(own);
                }
            }
        }
        for file in &files {
            catalogue_file(file);
        }
        Ok(Offered { files, next: next.flatten() })
    }

    /// Removes a player's file: its variants are offered no more, and the games begun with them
    /// keep them.
    ///
    /// # Errors
    /// No such file of theirs.
    pub async fn remove(&self, owner: &User, id: &str) -> Result<()> {
        if self.variant_file_store.remove_variant_file(&owner.id, id).await? {
            Ok(())
        } else {
            Err(PlayError::NotFound("file of variants of yours"))
        }
    }

    /// The game `variant` names, an upload's version among them (see
    /// [`crate::variants::info`]); `None` for an id that names no game.
    ///
    /// # Errors
    /// The store failing.
    pub async fn info(&self, variant: &str) -> Result<Option<&'static VariantInfo>> {
        crate::variants::info(self.variant_file_store.as_ref(), variant).await
    }
}

/// Catalogues a file's versions, so that lists can name them.
fn catalogue_file(file: &VariantFile) {
    for version in &file.variants {
        catalogue_kept(version);
    }
}

/// The id of a version: its name and a digest of who keeps it, where, and what it says.
fn version_id(owner_id: &str, file: &str, variant: &str, text: &str) -> String {
    let mut digest = Sha256::new();
    for part in [owner_id, file, text] {
        digest.update(part.as_bytes());
        digest.update([0]);
    }
    format!("{variant}~{}", &hex::encode(digest.finalize())[..8])
}

/// What a file's name may be, as the API's document says it:
/// `^[A-Za-z0-9_-][A-Za-z0-9 ._-]{0,59}$`.
pub const NAME_PATTERN: &str = "^[A-Za-z0-9_-][A-Za-z0-9 ._-]{0,59}$";

fn check_name(name: &str) -> Result<()> {
    let bad = |why: &str| Err(PlayError::BadRequest(format!("A file's name {why}.")));
    if name.is_empty() {
        return bad("is needed, such as mine.ini");
    }
    if name.len() > MAX_NAME {
        return bad(&format!("has at most {MAX_NAME} characters"));
    }
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ' ');
    if !name.chars().all(allowed) || name.starts_with(['.', ' ']) {
        return bad("is made of letters, digits, spaces, '-', '_' and '.', and begins with none of '.' and ' '");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_version_is_named_by_its_variant_and_digest() {
        let one = version_id("u1", "mine.ini", "tiny", "[tiny:chess]\nmaxRank = 6\n");
        assert!(one.starts_with("tiny~"), "{one}");
        assert_eq!(one.len(), "tiny~".len() + 8);
        assert_eq!(one, version_id("u1", "mine.ini", "tiny", "[tiny:chess]\nmaxRank = 6\n"));
        assert_ne!(one, version_id("u1", "mine.ini", "tiny", "[tiny:chess]\nmaxRank = 7\n"));
        assert_ne!(one, version_id("u2", "mine.ini", "tiny", "[tiny:chess]\nmaxRank = 6\n"));
        assert_ne!(one, version_id("u1", "other.ini", "tiny", "[tiny:chess]\nmaxRank = 6\n"));
    }

    #[test]
    fn names_are_checked() {
        assert!(check_name("mine.ini").is_ok());
        assert!(check_name("My games 2").is_ok());
        assert!(check_name("").is_err());
        assert!(check_name(".hidden").is_err());
        assert!(check_name("a/b.ini").is_err());
        assert!(check_name(&"x".repeat(61)).is_err());
    }
}
