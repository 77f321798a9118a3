//! The HTTP plumbing the API and the pages share: who is asking (`auth`), every text checked at
//! the door (`edge`), the errors answered (`error`), rate limits (`limits`), the words a page may
//! show from its own address (`sealed`), the files the pages load (`assets`), `/metrics`
//! (`metrics`) and the language a page or a message is written in (`language`).

pub mod assets;
pub mod auth;
pub mod edge;
pub mod error;
pub mod language;
pub mod limits;
pub mod metrics;
pub mod rejection;
pub mod sealed;
