//! Maps a variant id and its options to a game. New games are added here and nowhere else: the
//! server, the command line and the API list variants from [`variants`].
//!
//! Two kinds of game meet here: the hand-written ones, each its own type, and the games defined
//! as data ([`crate::defined`]): the built-in file's forty and those an operator's files add at
//! start ([`register`]), which stay for the life of the process, and players' uploads
//! ([`register_upload`]), each under the id of its version and listed by the store rather than
//! here. Of the uploads a process keeps the rules of the [`UPLOADS_KEPT`] versions it used last:
//! games in play hold their rules while they use them, and a version let go is read again from
//! the store when it is next met. Every look-up by id is a hash table's.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex, RwLock};

use ortoo_i18n::Said;

use crate::defined::game::{Catalogued, Defined, Source, Words};
use crate::defined::ini::Fault;
use crate::defined::{self, builtin};
use crate::game::{Game, VariantInfo};
use crate::options::{OptionError, Options};
use crate::state::{Rules, Variant};
use crate::{chess, khan, khans_chess, kings_run, koan, shatranj_kamil_x};

/// The hand-written games, in the order lists show them (before the defined ones).
pub static HAND_WRITTEN: &[&VariantInfo] =
    &[&khan::INFO, &khans_chess::SPEC.info, &kings_run::INFO, &shatranj_kamil_x::INFO, &koan::INFO, &chess::SPEC.info];

/// How many versions of players' uploads a process keeps the rules of (those used last).
pub const UPLOADS_KEPT: usize = 256;

/// The defined variants offered for good: the built-in file's first, then each registered
/// file's in the order given, with an index by id. Only ever added to.
struct Catalogue {
    list: Vec<Arc<Catalogued>>,
    by_id: HashMap<&'static str, usize>,
}

impl Catalogue {
    fn push(&mut self, rules: Arc<Catalogued>) {
        self.by_id.insert(rules.info.id, self.list.len());
        self.list.push(rules);
    }

    fn get(&self, id: &str) -> Option<&Arc<Catalogued>> {
        self.by_id.get(id).map(|&i| &self.list[i])
    }
}

static DEFINED: LazyLock<RwLock<Catalogue>> = LazyLock::new(|| {
    let boards = builtin::boards().unwrap_or_else(|faults| panic!("the built-in file is sound: {faults:?}"));
    let mut catalogue = Catalogue { list: Vec::new(), by_id: HashMap::new() };
    for board in boards.into_iter().filter(|board| HAND_WRITTEN.iter().all(|v| v.id != board.def.name)) {
        catalogue.push(Arc::new(Catalogued::new(board, builtin::FILE, Source::BuiltIn)));
    }
    RwLock::new(catalogue)
});

/// The versions of uploads this process keeps the rules of, each with when it was last used,
/// and the words of every version it has met (small, and kept: they are `'static` wherever a
/// game is named, and a version met again is shown with the same ones).
struct Uploads {
    kept: HashMap<String, (Arc<Catalogued>, u64)>,
    uses: u64,
    words: HashMap<String, Words>,
}

impl Uploads {
    fn get(&mut self, id: &str) -> Option<Arc<Catalogued>> {
        self.uses += 1;
        let uses = self.uses;
        self.kept.get_mut(id).map(|(rules, used)| {
            *used = uses;
            Arc::clone(rules)
        })
    }

    /// Keeps `rules`, letting go of the version used longest ago when more are kept than
    /// [`UPLOADS_KEPT`].
    fn keep(&mut self, rules: Arc<Catalogued>) {
        self.uses += 1;
        self.kept.insert(rules.info.id.to_string(), (rules, self.uses));
        if self.kept.len() > UPLOADS_KEPT
            && let Some(oldest) = self.kept.iter().min_by_key(|(_, (_, used))| *used).map(|(id, _)| id.clone())
        {
            self.kept.remove(&oldest);
        }
    }
}

static UPLOADS: LazyLock<Mutex<Uploads>> =
    LazyLock::new(|| Mutex::new(Uploads { kept: HashMap::new(), uses: 0, words: HashMap::new() }));

fn catalogue() -> std::sync::RwLockReadGuard<'static, Catalogue> {
    DEFINED.read().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn uploads() -> std::sync::MutexGuard<'static, Uploads> {
    UPLOADS.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// How many versions of uploads this process keeps the rules of now.
pub fn uploads_kept() -> usize {
    uploads().kept.len()
}

/// Every game ortoo offers, in the order lists show them: the hand-written games, then the
/// defined ones.
pub fn variants() -> Vec<&'static VariantInfo> {
    HAND_WRITTEN.iter().copied().chain(defined_variants()).collect()
}

/// The defined games alone, in the order lists show them (players' uploads are not among them:
/// the store lists those).
pub fn defined_variants() -> Vec<&'static VariantInfo> {
    catalogue().list.iter().map(|c| c.info).collect()
}

/// The defined variant `id`, as a game, if one is catalogued (an upload's version only while
/// this process keeps it: see [`register_upload`]).
pub fn defined(id: &str) -> Option<Defined> {
    if let Some(rules) = catalogue().get(id) {
        return Some(Defined::new(Arc::clone(rules)));
    }
    uploads().get(id).map(Defined::new)
}

/// Whether `id` names a defined variant (rather than a hand-written one or none).
pub fn is_defined(id: &str) -> bool {
    defined(id).is_some()
}

/// What an operator's file gave: the ids of the variants now offered, and every fault of the
/// variants that are not, each with its place.
#[derive(Debug, Default)]
pub struct Registered {
    pub ids: Vec<&'static str>,
    pub faults: Vec<Fault>,
}

/// Reads an operator's file of variants (its name `file`, its text `text`) and catalogues every
/// sound variant in it, so they are offered everywhere from now on. A variant with a fault (a
/// rule not read yet, a name already offered) is left out and its faults told; the others are
/// taken, as the format's engines take a file whose every variant they cannot play (a real
/// file, Fairy-Stockfish's own example among them, always holds some).
pub fn register(file: &str, text: &str) -> Registered {
    let checked = defined::check(file, text);
    let mut registered = Registered { ids: Vec::new(), faults: checked.faults };
    let mut catalogue = DEFINED.write().unwrap_or_else(std::sync::PoisonError::into_inner);
    for board in checked.boards {
        let name = &board.def.name;
        if HAND_WRITTEN.iter().any(|v| v.id == name) || catalogue.get(name).is_some() {
            registered.faults.push(Fault {
                file: file.to_string(),
                line: 0,
                variant: Some(name.clone()),
                key: None,
                message: Said::new("fault-name-offered"),
            });
            continue;
        }
        let rules = Arc::new(Catalogued::new(board, file, Source::Operator));
        registered.ids.push(rules.info.id);
        catalogue.push(rules);
    }
    registered.faults.sort_by_key(|f| f.line);
    registered
}

/// Catalogues the variant `variant` of a player's upload (its text `text`, shown as the file
/// `file`) under the id `id`, which names this version of it; the id already catalogued is
/// taken as it is (an id names one definition, for good). Returns what it is offered as. The
/// process keeps the rules of the versions it used last ([`UPLOADS_KEPT`]): one let go is
/// catalogued again here when it is next met (read from the store by the caller).
///
/// # Errors
/// The text's faults, or `variant` not among its playable variants.
pub fn register_upload(id: &str, file: &str, text: &str, variant: &str) -> Result<&'static VariantInfo, Vec<Fault>> {
    if let Some(known) = uploads().get(id) {
        return Ok(known.info);
    }
    let checked = defined::check(file, text);
    if !checked.faults.is_empty() {
        return Err(checked.faults);
    }
    let Some(board) = checked.boards.into_iter().find(|b| b.def.name == variant) else {
        return Err(vec![Fault {
            file: file.to_string(),
            line: 0,
            variant: Some(variant.to_string()),
            key: None,
            message: Said::new("fault-not-in-file"),
        }]);
    };
    let known = uploads().words.get(id).copied();
    let words = known.unwrap_or_else(|| Catalogued::words(&board, file, id.to_string()));
    let rules = Arc::new(Catalogued::with_words(board, file, Source::Upload, words));
    let mut uploads = uploads();
    if let Some(known) = uploads.get(id) {
        return Ok(known.info);
    }
    let words = *uploads.words.entry(id.to_string()).or_insert(words);
    uploads.keep(rules);
    Ok(words.info)
}

/// A variant that cannot be opened as asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpenError {
    #[error("unknown variant \"{id}\" (known: {})", known.join(", "))]
    UnknownVariant { id: String, known: Vec<&'static str> },
    #[error(transparent)]
    Option(#[from] OptionError),
}

pub fn info(id: &str) -> Option<&'static VariantInfo> {
    HAND_WRITTEN.iter().copied().find(|v| v.id == id).or_else(|| defined(id).map(|d| d.info()))
}

/// Whose names the game `id`'s sides go by: White and Black for a game not known here.
pub fn sides(id: &str) -> crate::Sides {
    info(id).map_or_else(crate::Sides::default, |v| v.sides)
}

/// Opens a variant with `name=value` options applied over its defaults.
///
/// # Errors
/// An unknown id, or options the variant does not take.
pub fn open(id: &str, options: &[(String, String)]) -> Result<Box<dyn Variant>, OpenError> {
    let Some(info) = info(id) else {
        return Err(OpenError::UnknownVariant { id: id.to_string(), known: variants().iter().map(|v| v.id).collect() });
    };
    // Validate the options against the declaration even for games without any, so a typo is
    // refused rather than ignored.
    let resolved: Options = Options::resolve(info.id, info.options, options)?;
    // An upload's version let go between the look-up above and this one (by another thread
    // keeping others) is unknown here as it would have been a moment later.
    crate::with_game!(info.id, resolved, |game| boxed(game)).ok_or_else(|| OpenError::UnknownVariant {
        id: id.to_string(),
        known: variants().iter().map(|v| v.id).collect(),
    })
}

/// Runs `$body` with `$game` bound to the game, of its own type, that the variant id `$id`
/// names, built with the resolved options `$options`; `None` for an id this match lacks.
///
/// This is the one place a variant id meets a game type. [`open`] puts the game behind
/// [`Variant`]; the engine runs its typed search on it. A game added here (and to
/// [`HAND_WRITTEN`]) is offered everywhere, and the engine does not build until it can evaluate it.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $options:expr, |$game:ident| $body:expr) => {
        match $id {
            "chess" => {
                let $game = $crate::chess::chess();
                Some($body)
            }
            "khan" => {
                let $game = $crate::khan::Khan::new($options);
                Some($body)
            }
            "khans-chess" => {
                let $game = $crate::khans_chess::khans_chess();
                Some($body)
            }
            "koan" => {
                let $game = $crate::koan::Koan::new();
                Some($body)
            }
            "kings-run" => {
                let $game = $crate::kings_run::KingsRun::new();
                Some($body)
            }
            "shatranj-kamil-x" => {
                let $game = $crate::shatranj_kamil_x::ShatranjKamilX::new();
                Some($body)
            }
            other => match $crate::registry::defined(other) {
                Some(defined) => {
                    let $game = defined.with_options($options);
                    Some($body)
                }
                None => None,
            },
        }
    };
}

fn boxed<G: Game>(game: G) -> Box<dyn Variant> {
    Box::new(Rules(Arc::new(game)))
}
