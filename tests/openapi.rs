//! The OpenAPI document: generated from the code, committed as `openapi.json`, served at
//! `/api/v1/openapi.json`. This fails when the three drift apart.

mod common;

#[tokio::test]
async fn the_committed_openapi_document_matches_the_code_and_the_server() {
    let generated = ortoo::http::api::openapi::document();
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json")).unwrap();
    assert!(
        committed == generated,
        "openapi.json is stale: regenerate it with `cargo run -- openapi > openapi.json` and commit it"
    );
    let s = common::start(common::Backend::Sqlite).await.unwrap();
    let served = s.get(None, "/api/v1/openapi.json").await.text().await.unwrap();
    assert_eq!(served, generated);
    let doc: serde_json::Value = serde_json::from_str(&served).unwrap();
    for path in
        ["/accounts", "/tokens", "/challenges", "/games/{id}", "/games/{id}/moves", "/games/{id}/draw", "/me/events"]
    {
        assert!(doc["paths"].get(path).is_some(), "{path} is documented");
    }
    assert_eq!(
        doc["paths"]["/games/{id}/moves"]["post"]["responses"]["422"]["content"]
            .as_object()
            .unwrap()
            .keys()
            .collect::<Vec<_>>(),
        ["application/problem+json"]
    );
}
