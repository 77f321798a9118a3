//! `ortoo openapi`: the REST API's OpenAPI document (the committed copy is `openapi.json`).

use std::process::ExitCode;

use super::{UsageError, emit};

pub fn run() -> Result<ExitCode, UsageError> {
    emit(&crate::http::api::openapi::document());
    Ok(ExitCode::SUCCESS)
}
