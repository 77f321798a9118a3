//! Maps a variant id and its options to a game. New games are added here and nowhere else: the
//! server, the command line and the API list variants from [`VARIANTS`].

use std::sync::Arc;

use crate::game::{Game, VariantInfo};
use crate::options::{OptionError, Options};
use crate::state::{Rules, Variant};
use crate::{chess, khan, khans_chess, kings_run, koan, shatranj_kamil_x};

/// Every game ortoo offers, in the order lists show them.
pub static VARIANTS: &[&VariantInfo] =
    &[&khan::INFO, &khans_chess::SPEC.info, &kings_run::INFO, &shatranj_kamil_x::INFO, &koan::INFO, &chess::SPEC.info];

/// A variant that cannot be opened as asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpenError {
    #[error("unknown variant \"{id}\" (known: {})", known.join(", "))]
    UnknownVariant { id: String, known: Vec<&'static str> },
    #[error(transparent)]
    Option(#[from] OptionError),
}

pub fn info(id: &str) -> Option<&'static VariantInfo> {
    VARIANTS.iter().copied().find(|v| v.id == id)
}

/// Opens a variant with `name=value` options applied over its defaults.
///
/// # Errors
/// An unknown id, or options the variant does not take.
pub fn open(id: &str, options: &[(String, String)]) -> Result<Box<dyn Variant>, OpenError> {
    let Some(info) = info(id) else {
        return Err(OpenError::UnknownVariant { id: id.to_string(), known: VARIANTS.iter().map(|v| v.id).collect() });
    };
    // Validate the options against the declaration even for games without any, so a typo is
    // refused rather than ignored.
    let resolved: Options = Options::resolve(info.id, info.options, options)?;
    Ok(crate::with_game!(info.id, resolved, |game| boxed(game)).expect("every listed variant is constructible"))
}

/// Runs `$body` with `$game` bound to the game, of its own type, that the variant id `$id`
/// names, built with the resolved options `$options`; `None` for an id this match lacks.
///
/// This is the one place a variant id meets a game type. [`open`] puts the game behind
/// [`Variant`]; the engine runs its typed search on it. A game added here (and to
/// [`VARIANTS`]) is offered everywhere, and the engine does not build until it can evaluate it.
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
            _ => None,
        }
    };
}

fn boxed<G: Game>(game: G) -> Box<dyn Variant> {
    Box::new(Rules(Arc::new(game)))
}
