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

use crate::error::{Missing, PlayError, Result};
use crate::limits::{Counted, RateLimiter};
use crate::variants::{catalogue, catalogue_kept};
use ortoo_i18n::Said;

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

fn read_cursor(text: &str) -> Result<(Timestamp, VariantFileId)> {
    let bad = || PlayError::BadRequest(Said::new("error-files-cursor").arg("given", text));
    let (at, id) = text.split_once('.').ok_or_else(bad)?;
    let at: i64 = at.parse().map_err(|_| bad())?;
    if id.is_empty() || id.len() > 64 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(bad());
    }
    Ok((Timestamp::from_millis(at), VariantFileId::from_text(id)))
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
    pub(crate) limits: RateLimiter,
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
        self.limits.count(Counted::Upload(owner.id.as_str())).await?;
        // Refusals of what the file says (and of how many files one keeps) are 422: the request
        // is well formed, but its text is not a file this server can offer.
        let refuse = |detail: Said| Err(PlayError::Invalid { code: "bad_variant_file", detail });
        if upload.text.len() > MAX_FILE_BYTES {
            return refuse(Said::new("error-file-too-long").arg("bytes", upload.text.len()).arg("max", MAX_FILE_BYTES));
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
                    message: Said::new("fault-variant-name-link"),
                });
            }
        }
        if !faults.is_empty() {
            faults.sort_by_key(|f| f.line);
            return Err(PlayError::Faulty(faults));
        }
        if checked.boards.is_empty() {
            return refuse(Said::new("error-file-no-variant"));
        }
        if checked.boards.len() > MAX_VARIANTS {
            return refuse(
                Said::new("error-file-too-many-variants").arg("count", checked.boards.len()).arg("max", MAX_VARIANTS),
            );
        }
        let too_many = || refuse(Said::new("error-files-too-many").arg("max", MAX_FILES));
        let kept = self.variant_file_store.variant_files_of(&owner.id).await?;
        if kept.len() >= MAX_FILES && kept.iter().all(|f| f.name != name) {
            return too_many();
        }
        let mut variants = Vec::with_capacity(checked.boards.len());
        for board in &checked.boards {
            let text = board.def.own.clone();
            let version = UploadedVariant {
                id: version_id(owner.id.as_str(), name, &board.def.name, &text),
                file_id: VariantFileId::from_text(""),
                owner_id: owner.id.clone(),
                file_name: name.to_string(),
                variant: board.def.name.clone(),
                text,
            };
            // Catalogued from the text that is kept, so what is kept is known to define it alone.
            catalogue(&version)?;
            variants.push(version);
        }
        let file = VariantFile {
            id: VariantFileId::new(),
            owner_id: owner.id.clone(),
            owner_name: owner.name.clone(),
            name: name.to_string(),
            text: upload.text,
            listed: upload.listed,
            uploaded_at: self.clock.now(),
            variants,
        };
        // Counted again where it is kept: another upload may have been kept meanwhile.
        let Some(id) = self.variant_file_store.keep_variant_file(&file, MAX_FILES).await? else { return too_many() };
        self.variant_file_store.variant_file(&id).await?.ok_or(PlayError::NotFound(Missing::VariantFile))
    }

    /// A file, to anyone (an unlisted file is still read by whoever has its link).
    ///
    /// # Errors
    /// No such file.
    pub async fn file(&self, id: &VariantFileId) -> Result<VariantFile> {
        let file = self.variant_file_store.variant_file(id).await?.ok_or(PlayError::NotFound(Missing::VariantFile))?;
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
            return Err(PlayError::BadRequest(Said::new("error-search-too-long").arg("max", 100)));
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
    pub async fn remove(&self, owner: &User, id: &VariantFileId) -> Result<()> {
        if self.variant_file_store.remove_variant_file(&owner.id, id).await? {
            Ok(())
        } else {
            Err(PlayError::NotFound(Missing::OwnVariantFile))
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
    let bad = |said: Said| Err(PlayError::BadRequest(said));
    if name.is_empty() {
        return bad(Said::new("error-file-name-needed"));
    }
    if name.len() > MAX_NAME {
        return bad(Said::new("error-file-name-too-long").arg("max", MAX_NAME));
    }
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ' ');
    if !name.chars().all(allowed) || name.starts_with(['.', ' ']) {
        return bad(Said::new("error-file-name-letters"));
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

    use crate::testing::{Scene, allowances};

    const HOUR: ortoo_core::Millis = 3_600_000;

    /// Chess on six ranks, as the API's example has it.
    const SIX_RANKS: &str = "maxRank = 6\nstartFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";

    /// A file that defines `variants`, each a chess on six ranks.
    fn defining(variants: &[&str]) -> String {
        variants.iter().map(|v| format!("[{v}:chess]\n{SIX_RANKS}")).collect()
    }

    fn upload(name: &str, text: &str, listed: bool) -> Upload {
        Upload { name: name.into(), text: text.into(), listed }
    }

    /// A scene where uploads are not counted.
    async fn unlimited() -> Scene {
        let mut allowed = allowances();
        allowed.limits.uploads_per_hour = 0;
        Scene::with(allowed).await
    }

    fn bad_file(e: &PlayError) -> bool {
        matches!(e, PlayError::Invalid { code: "bad_variant_file", .. })
    }

    #[tokio::test]
    async fn an_upload_offers_each_of_its_variants_under_an_id_of_its_own() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let files = &scene.play.variant_files;
        let file = files.upload(&ann, upload("mine.ini", &defining(&["tiny", "small"]), true)).await.unwrap();
        let mut names: Vec<&str> = file.variants.iter().map(|v| v.variant.as_str()).collect();
        names.sort_unstable();
        assert_eq!(names, ["small", "tiny"]);
        for version in &file.variants {
            assert!(version.id.starts_with(&format!("{}~", version.variant)), "{}", version.id);
            assert!(files.info(&version.id).await.unwrap().is_some(), "{} is a game", version.id);
        }
        assert_eq!(files.file(&file.id).await.unwrap().name, "mine.ini");
        assert_eq!(files.files_of(&ann).await.unwrap().len(), 1);
        assert!(files.info("tiny~00000000").await.unwrap().is_none());
    }

    #[tokio::test]
    async fn a_bad_name_is_refused_before_the_upload_is_counted() {
        let mut allowed = allowances();
        allowed.limits.uploads_per_hour = 1;
        let scene = Scene::with(allowed).await;
        let ann = scene.player("Ann").await;
        let files = &scene.play.variant_files;
        let refused = files.upload(&ann, upload(".hidden", &defining(&["tiny"]), true)).await;
        assert!(matches!(refused, Err(PlayError::BadRequest(_))));
        files.upload(&ann, upload("mine.ini", &defining(&["tiny"]), true)).await.expect("the hour's one upload");
    }

    #[tokio::test]
    async fn uploads_beyond_the_hour_s_allowance_are_refused_until_it_passes() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let files = &scene.play.variant_files;
        for n in 0..10 {
            files.upload(&ann, upload(&format!("f{n}.ini"), &defining(&["tiny"]), true)).await.unwrap();
        }
        let over = files.upload(&ann, upload("late.ini", &defining(&["tiny"]), true)).await;
        assert!(matches!(over, Err(PlayError::RateLimited { .. })), "{over:?}");
        assert_eq!(files.files_of(&ann).await.unwrap().len(), 10);
        scene.wait(HOUR);
        files.upload(&ann, upload("late.ini", &defining(&["tiny"]), true)).await.expect("a new hour");
    }

    #[tokio::test]
    async fn a_file_too_long_is_refused() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let mut text = defining(&["tiny"]);
        while text.len() <= MAX_FILE_BYTES {
            text.push_str("; a comment to make the file long\n");
        }
        let refused = scene.play.variant_files.upload(&ann, upload("long.ini", &text, true)).await.unwrap_err();
        assert!(bad_file(&refused), "{refused:?}");
        assert!(scene.play.variant_files.files_of(&ann).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_file_s_faults_are_told_every_one_in_order_and_nothing_is_kept() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let text = format!("{}[chess]\nmaxRank = 6\n[shogi]\nmaxRank = 6\n", defining(&["tiny"]));
        let refused = scene.play.variant_files.upload(&ann, upload("mine.ini", &text, true)).await.unwrap_err();
        let PlayError::Faulty(faults) = refused else { panic!("faults, not {refused:?}") };
        assert_eq!(faults.len(), 2, "{faults:?}");
        assert!(faults.windows(2).all(|w| w[0].line <= w[1].line));
        assert!(scene.play.variant_files.files_of(&ann).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_variant_s_name_is_letters_digits_dashes_and_underscores() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let text = defining(&["my.game"]);
        let refused = scene.play.variant_files.upload(&ann, upload("mine.ini", &text, true)).await.unwrap_err();
        let PlayError::Faulty(faults) = refused else { panic!("faults, not {refused:?}") };
        assert!(faults.iter().any(|f| f.to_string().contains("my.game")), "{faults:?}");
        assert!(scene.play.variant_files.files_of(&ann).await.unwrap().is_empty());
        let good = defining(&["my-game_2"]);
        scene.play.variant_files.upload(&ann, upload("mine.ini", &good, true)).await.expect("a good name");
    }

    #[tokio::test]
    async fn a_file_must_define_one_to_twenty_variants() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let files = &scene.play.variant_files;
        let empty = files.upload(&ann, upload("empty.ini", "; nothing here\n", true)).await.unwrap_err();
        assert!(bad_file(&empty), "{empty:?}");
        let names: Vec<String> = (0..=MAX_VARIANTS).map(|n| format!("v{n}")).collect();
        let many = defining(&names.iter().map(String::as_str).collect::<Vec<_>>());
        let refused = files.upload(&ann, upload("many.ini", &many, true)).await.unwrap_err();
        assert!(bad_file(&refused), "{refused:?}");
        let most = defining(&names[..MAX_VARIANTS].iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(files.upload(&ann, upload("most.ini", &most, true)).await.unwrap().variants.len(), MAX_VARIANTS);
    }

    #[tokio::test]
    async fn a_player_keeps_twenty_files_at_most_but_may_replace_one() {
        let scene = unlimited().await;
        let ann = scene.player("Ann").await;
        let files = &scene.play.variant_files;
        for n in 0..MAX_FILES {
            files.upload(&ann, upload(&format!("f{n}.ini"), &defining(&["tiny"]), true)).await.unwrap();
        }
        let refused = files.upload(&ann, upload("one-more.ini", &defining(&["tiny"]), true)).await.unwrap_err();
        assert!(bad_file(&refused), "{refused:?}");
        files.upload(&ann, upload("f0.ini", &defining(&["other"]), true)).await.expect("a file replaced");
        assert_eq!(files.files_of(&ann).await.unwrap().len(), MAX_FILES);
    }

    #[tokio::test]
    async fn uploading_a_name_again_replaces_the_file_and_its_games_keep_their_rules() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let files = &scene.play.variant_files;
        let first = files.upload(&ann, upload("mine.ini", &defining(&["tiny"]), true)).await.unwrap();
        let changed = &format!("{}\ncastling = false\n", defining(&["tiny"]));
        let second = files.upload(&ann, upload("mine.ini", changed, true)).await.unwrap();
        assert_eq!(second.id, first.id, "the file keeps its id");
        assert_ne!(second.variants[0].id, first.variants[0].id, "a new version");
        assert_eq!(&files.file(&first.id).await.unwrap().text, changed);
        assert_eq!(files.files_of(&ann).await.unwrap().len(), 1);
        assert!(files.info(&first.variants[0].id).await.unwrap().is_some(), "the old version stays a game");
        let same = files.upload(&ann, upload("mine.ini", changed, true)).await.unwrap();
        assert_eq!(same.variants[0].id, second.variants[0].id, "the same text is the same version");
    }

    #[tokio::test]
    async fn a_file_that_does_not_exist_is_not_found() {
        let scene = Scene::new().await;
        let missing = scene.play.variant_files.file(&VariantFileId::from_text("nosuchfile")).await;
        assert!(matches!(missing, Err(PlayError::NotFound(Missing::VariantFile))));
    }

    #[tokio::test]
    async fn a_player_removes_their_own_file_only_and_its_versions_stay() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let files = &scene.play.variant_files;
        let file = files.upload(&ann, upload("mine.ini", &defining(&["tiny"]), true)).await.unwrap();
        assert!(matches!(files.remove(&bob, &file.id).await, Err(PlayError::NotFound(_))));
        assert!(files.file(&file.id).await.is_ok(), "Bob removed nothing");
        files.remove(&ann, &file.id).await.unwrap();
        assert!(matches!(files.file(&file.id).await, Err(PlayError::NotFound(_))));
        assert!(matches!(files.remove(&ann, &file.id).await, Err(PlayError::NotFound(_))), "removed already");
        assert!(files.info(&file.variants[0].id).await.unwrap().is_some(), "its games keep it");
    }

    #[tokio::test]
    async fn listed_files_are_offered_newest_first_with_the_viewer_s_own_unlisted_ones() {
        let scene = unlimited().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let files = &scene.play.variant_files;
        let old = files.upload(&ann, upload("old.ini", &defining(&["tiny"]), true)).await.unwrap();
        scene.wait(1000);
        let new = files.upload(&bob, upload("new.ini", &defining(&["huge"]), true)).await.unwrap();
        let hidden = files.upload(&bob, upload("hidden.ini", &defining(&["secret"]), false)).await.unwrap();
        let ids = |offered: &Offered| offered.files.iter().map(|f| f.id.clone()).collect::<Vec<_>>();
        let to_ann = files.offered(Some(&ann), None, None, 10).await.unwrap();
        assert_eq!(ids(&to_ann), [new.id.clone(), old.id.clone()]);
        assert_eq!(to_ann.next, None);
        let to_bob = files.offered(Some(&bob), None, None, 10).await.unwrap();
        assert_eq!(ids(&to_bob), [new.id.clone(), old.id.clone(), hidden.id.clone()]);
        let searched = files.offered(Some(&bob), Some(" TIN "), None, 10).await.unwrap();
        assert_eq!(ids(&searched), std::slice::from_ref(&old.id), "found by a variant's name, in any case");
        let secret = files.offered(Some(&bob), Some("secret"), None, 10).await.unwrap();
        assert_eq!(ids(&secret), std::slice::from_ref(&hidden.id));
        assert!(ids(&files.offered(None, Some("secret"), None, 10).await.unwrap()).is_empty());
    }

    #[tokio::test]
    async fn the_offered_files_come_a_page_at_a_time() {
        let scene = unlimited().await;
        let ann = scene.player("Ann").await;
        let files = &scene.play.variant_files;
        let mut made = Vec::new();
        for n in 0..3 {
            made.push(files.upload(&ann, upload(&format!("f{n}.ini"), &defining(&["tiny"]), true)).await.unwrap());
            scene.wait(1000);
        }
        files.upload(&ann, upload("mine.ini", &defining(&["tiny"]), false)).await.unwrap();
        let first = files.offered(Some(&ann), None, None, 2).await.unwrap();
        let names: Vec<&str> = first.files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["f2.ini", "f1.ini", "mine.ini"], "the own unlisted file on the first page");
        let next = first.next.expect("a page after");
        let second = files.offered(Some(&ann), None, Some(&next), 2).await.unwrap();
        assert_eq!(second.files.iter().map(|f| f.id.as_str()).collect::<Vec<_>>(), [made[0].id.as_str()]);
        assert_eq!(second.next, None);
        let one = files.offered(None, None, None, 0).await.unwrap();
        assert_eq!(one.files.len(), 1, "a page has one file at least");
    }

    #[tokio::test]
    async fn a_page_starts_only_where_the_list_said_and_a_search_is_short() {
        let scene = Scene::new().await;
        let files = &scene.play.variant_files;
        for after in ["nonsense", "12.", "x.abc", "12.a/b"] {
            let refused = files.offered(None, None, Some(after), 10).await;
            assert!(matches!(refused, Err(PlayError::BadRequest(_))), "{after:?}");
        }
        let long = "x".repeat(101);
        assert!(matches!(files.offered(None, Some(&long), None, 10).await, Err(PlayError::BadRequest(_))));
        files.offered(None, Some(&"x".repeat(100)), Some("12.abc"), 10).await.expect("a search of 100 characters");
    }
}
