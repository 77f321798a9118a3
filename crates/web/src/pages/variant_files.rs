//! Players' own files of variants: the upload form with one's files, a file's page (with links
//! to start a game of each of its variants), replacing and removing.

use super::words::human_time;
use super::{Header, NoticeQuery, PageError, Viewer, after_action, form_field, notice_redirect};
use crate::AppState;
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use ortoo_core::when::rfc3339;
use ortoo_core::{VariantFile, VariantFileId};
use ortoo_i18n::Lang;
use ortoo_play::PlayError;
use ortoo_play::variant_files::{MAX_FILE_BYTES, MAX_FILES, MAX_VARIANTS, Upload};
use ortoo_rules::{VariantInfo, registry};

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/variants/files", get(files_page).post(upload))
        .route("/variants/files/{id}", get(file_page))
        .route("/variants/files/{id}/remove", post(remove))
}

/// What a page writes in a sentence's place for a link (or other markup) inside it: a character
/// no message holds, given as the message's argument and cut out again by [`around`].
pub(super) const MARK: &str = "\u{E000}";

/// A sentence with one link (or other markup) inside, as a template writes it: the words before
/// the link and the words after, in whatever order the reader's language puts them. The template
/// gives the message [`MARK`] as the link's argument and writes `before`, the link, `after`; every
/// part is escaped as usual, so no message needs markup of its own.
pub(super) struct Around {
    pub(super) before: String,
    pub(super) after: String,
}

/// `sentence`, formatted with [`MARK`] for its link, cut at the mark (a language whose sentence
/// leaves the link out has it after the sentence).
pub(super) fn around(sentence: impl std::fmt::Display) -> Around {
    let text = sentence.to_string();
    match text.split_once(MARK) {
        Some((before, after)) => Around { before: before.to_string(), after: after.replace(MARK, "") },
        None => Around { before: format!("{text} "), after: String::new() },
    }
}

/// A variant of a player's file, as the forms and lists offer it.
pub(super) struct UploadedChoice {
    pub(super) info: &'static VariantInfo,
    pub(super) owner: String,
}

/// The variants of `files`, as the lists offer them (each under its present version's id).
pub(super) fn choices(files: &[VariantFile]) -> Vec<UploadedChoice> {
    files
        .iter()
        .flat_map(|f| {
            f.variants
                .iter()
                .filter_map(|v| registry::info(&v.id))
                .map(|info| UploadedChoice { info, owner: f.owner_name.clone() })
        })
        .collect()
}

/// Players' listed files a list on a page shows at once (the rules index searches the rest).
const SHOWN: usize = 12;

/// The variants offered to `viewer` from players' files: the newest listed ones, and their own.
pub(super) async fn offered(state: &AppState, viewer: &Viewer) -> Result<Vec<UploadedChoice>, PageError> {
    Ok(offered_page(state, viewer, None, None).await?.0)
}

/// A page of the variants offered to `viewer` from players' files, those with `search` in
/// their names when given, after the page whose next is `after`: the choices, and where the
/// next page starts.
pub(super) async fn offered_page(
    state: &AppState,
    viewer: &Viewer,
    search: Option<&str>,
    after: Option<&str>,
) -> Result<(Vec<UploadedChoice>, Option<String>), PageError> {
    let page = state
        .play
        .variant_files
        .offered(viewer.user.as_ref(), search, after, SHOWN)
        .await
        .map_err(crate::http::error::ApiError::from)?;
    Ok((choices(&page.files), page.next))
}

/// A file as its page and the list show it.
struct FileShown {
    id: VariantFileId,
    name: String,
    owner: String,
    listed: bool,
    /// When it was uploaded, in words and as the machine reads it.
    uploaded: String,
    uploaded_at: String,
    variants: Vec<&'static VariantInfo>,
    text: String,
}

fn shown(t: Lang, file: &VariantFile) -> FileShown {
    FileShown {
        id: file.id.clone(),
        name: file.name.clone(),
        owner: file.owner_name.clone(),
        listed: file.listed,
        uploaded: human_time(t, file.uploaded_at),
        uploaded_at: rfc3339(file.uploaded_at),
        variants: file.variants.iter().filter_map(|v| registry::info(&v.id)).collect(),
        text: file.text.clone(),
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "variant_files.html")]
struct FilesPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    notice: Option<String>,
    /// The faults of a refused file, each said in the page's language, or the one reason it was
    /// refused.
    faults: Vec<String>,
    files: Vec<FileShown>,
    /// What the form holds: the file's name, its text, whether it is listed.
    name: String,
    text: String,
    listed: bool,
    max_kib: usize,
    max_variants: usize,
    max_files: usize,
}

impl FilesPage {
    /// The page for `files`, its form holding `name`, `text` and `listed`, with `faults` above
    /// it when a file was just refused.
    fn new(
        viewer: Option<Header>,
        t: Lang,
        files: &[VariantFile],
        form: (String, String, bool),
        faults: Vec<String>,
    ) -> FilesPage {
        let (name, text, listed) = form;
        FilesPage {
            viewer,
            t,
            notice: None,
            faults,
            files: files.iter().map(|file| shown(t, file)).collect(),
            name,
            text,
            listed,
            max_kib: MAX_FILE_BYTES / 1024,
            max_variants: MAX_VARIANTS,
            max_files: MAX_FILES,
        }
    }
}

async fn files_page(
    State(state): State<AppState>,
    viewer: Viewer,
    q: Result<Query<NoticeQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let user = viewer.require()?;
    let files = state.play.variant_files.files_of(&user).await.map_err(crate::http::error::ApiError::from)?;
    let page =
        FilesPage::new(viewer.header(&state).await?, viewer.t, &files, (String::new(), String::new(), true), vec![]);
    Ok(FilesPage { notice: q.notice, ..page }.into_response())
}

async fn upload(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let Form(fields) = form?;
    let name = form_field(&fields, "name").unwrap_or_default();
    let text = form_field(&fields, "text").unwrap_or_default().replace("\r\n", "\n");
    let listed = form_field(&fields, "visibility").as_deref() != Some("unlisted");
    let upload = Upload { name: name.clone(), text: text.clone(), listed };
    let faults = match state.play.variant_files.upload(&user, upload).await {
        Ok(file) => {
            let said = viewer.t.msg("upload-kept").arg("file", &file.name).to_string();
            return Ok(notice_redirect(&format!("/variants/files/{}", file.id), &said));
        }
        Err(PlayError::Faulty(faults)) => faults.iter().map(|fault| fault.said_in(viewer.t)).collect(),
        Err(e @ (PlayError::BadRequest(_) | PlayError::Invalid { .. })) => {
            vec![crate::http::error::ApiError::from(e).detail_in(viewer.t)]
        }
        Err(e) => return Err(crate::http::error::ApiError::from(e).into()),
    };
    // Refused: the form comes back as it was sent, with every fault, and nothing was kept.
    let files = state.play.variant_files.files_of(&user).await.map_err(crate::http::error::ApiError::from)?;
    let page = FilesPage::new(viewer.header(&state).await?, viewer.t, &files, (name, text, listed), faults);
    Ok((StatusCode::UNPROCESSABLE_ENTITY, page).into_response())
}

#[derive(Template, WebTemplate)]
#[template(path = "variant_file.html")]
struct FilePage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    notice: Option<String>,
    file: FileShown,
    mine: bool,
}

async fn file_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<VariantFileId>,
    q: Result<Query<NoticeQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let file = match state.play.variant_files.file(&id).await {
        Ok(file) => file,
        Err(PlayError::NotFound(_)) => {
            return Err(PageError::Status(StatusCode::NOT_FOUND, viewer.t.text("upload-no-such-file")));
        }
        Err(e) => return Err(crate::http::error::ApiError::from(e).into()),
    };
    let mine = viewer.user.as_ref().is_some_and(|u| u.id == file.owner_id);
    Ok(FilePage {
        t: viewer.t,
        viewer: viewer.header(&state).await?,
        notice: q.notice,
        file: shown(viewer.t, &file),
        mine,
    }
    .into_response())
}

async fn remove(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<VariantFileId>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let back = format!("/variants/files/{id}");
    after_action(viewer.t, state.play.variant_files.remove(&user, &id).await, &back, |()| {
        notice_redirect("/variants/files", &viewer.t.text("upload-removed"))
    })
}
