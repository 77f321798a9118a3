//! Players' files of variants, and the versions of their variants that games keep.

use const_format::concatcp;
use ortoo_core::ids::{UserId, VariantFileId};
use std::collections::HashMap;

use ortoo_core::Timestamp;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::store::VariantFileStore;
use ortoo_core::{UploadedVariant, VariantFile};
use sqlx::FromRow;

use super::Db;
use crate::failure::reported;
use crate::moment::Moment;
use crate::statement::{Fetch, Run, Statement};

#[derive(Debug, FromRow)]
struct FileRow {
    id: String,
    owner_id: String,
    owner_name: String,
    name: String,
    text: String,
    listed: bool,
    uploaded_at: Moment,
}

#[derive(Debug, FromRow)]
struct VersionRow {
    id: String,
    file_id: String,
    owner_id: String,
    file_name: String,
    variant: String,
    text: String,
}

impl From<VersionRow> for UploadedVariant {
    fn from(r: VersionRow) -> UploadedVariant {
        UploadedVariant {
            id: r.id,
            file_id: VariantFileId::from_text(r.file_id),
            owner_id: UserId::from_text(r.owner_id),
            file_name: r.file_name,
            variant: r.variant,
            text: r.text,
        }
    }
}

/// A file's columns and where they come from.
const FILES: &str = "SELECT f.id, f.owner_id, u.name AS owner_name, f.name, f.text, f.listed, f.uploaded_at \
     FROM variant_files f JOIN users u ON u.id = f.owner_id ";

/// A version's columns and where they come from.
const VERSIONS: &str = "SELECT d.id, d.file_id, d.owner_id, d.file_name, d.variant, d.text FROM variant_definitions d ";

/// The files with the versions each defines now (`versions`: the current ones of at least
/// these files, in their files' order).
fn assemble(files: Vec<FileRow>, versions: Vec<VersionRow>) -> Vec<VariantFile> {
    let mut by_file: HashMap<VariantFileId, Vec<UploadedVariant>> = HashMap::new();
    for v in versions {
        let v = UploadedVariant::from(v);
        by_file.entry(v.file_id.clone()).or_default().push(v);
    }
    files
        .into_iter()
        .map(|f| {
            let id = VariantFileId::from_text(f.id);
            VariantFile {
                variants: by_file.remove(&id).unwrap_or_default(),
                id,
                owner_id: UserId::from_text(f.owner_id),
                owner_name: f.owner_name,
                name: f.name,
                text: f.text,
                listed: f.listed,
                uploaded_at: Timestamp::from(f.uploaded_at),
            }
        })
        .collect()
}

#[async_trait::async_trait]
impl VariantFileStore for Db {
    async fn keep_variant_file(&self, file: &VariantFile, max_files: usize) -> StoreResult<Option<VariantFileId>> {
        reported("keep_variant_file", async move {
            let file = file.clone();
            let max_files = i64::try_from(max_files).unwrap_or(i64::MAX);
            // The owner's uploads are kept one at a time (the row lock; on SQLite the
            // writer's), so the count below is of what is kept, not of what was.
            let lock = Statement::new("UPDATE users SET id = id WHERE id = $1").arg(file.owner_id.as_str());
            let others = Statement::new("SELECT COUNT(*) FROM variant_files WHERE owner_id = $1 AND name <> $2")
                .arg(file.owner_id.as_str())
                .arg(&file.name);
            let kept = Statement::new(
                "INSERT INTO variant_files (id, owner_id, name, text, listed, uploaded_at) \
                 VALUES ($1, $2, $3, $4, $5, $6) \
                 ON CONFLICT (owner_id, name) DO UPDATE SET text = $4, listed = $5, uploaded_at = $6 \
                 RETURNING id",
            )
            .arg(file.id.as_str())
            .arg(file.owner_id.as_str())
            .arg(&file.name)
            .arg(&file.text)
            .arg(file.listed)
            .arg(file.uploaded_at);
            self.write(move |tx| {
                Box::pin(async move {
                    tx.execute(lock).await?;
                    let (others,): (i64,) = tx.one(others).await?;
                    if others >= max_files {
                        return Ok(None);
                    }
                    let (id,): (String,) = tx.one(kept).await?;
                    tx.execute(
                        Statement::new("UPDATE variant_definitions SET current = FALSE WHERE file_id = $1 AND current")
                            .arg(&id),
                    )
                    .await?;
                    for (position, v) in file.variants.iter().enumerate() {
                        let version = Statement::new(
                            "INSERT INTO variant_definitions \
                             (id, file_id, owner_id, file_name, variant, text, current, position, created_at) \
                             VALUES ($1, $2, $3, $4, $5, $6, TRUE, $7, $8) \
                             ON CONFLICT (id) DO UPDATE SET current = TRUE, position = $7, file_id = $2",
                        )
                        .arg(&v.id)
                        .arg(&id)
                        .arg(file.owner_id.as_str())
                        .arg(&file.name)
                        .arg(&v.variant)
                        .arg(&v.text)
                        .arg(i64::try_from(position).unwrap_or(i64::MAX))
                        .arg(file.uploaded_at);
                        tx.execute(version).await?;
                    }
                    Ok(Some(VariantFileId::from_text(id)))
                })
            })
            .await
        })
        .await
    }

    async fn variant_file(&self, id: &VariantFileId) -> StoreResult<Option<VariantFile>> {
        reported("variant_file", async move {
            let files: Vec<FileRow> =
                self.all(Statement::new(concatcp!(FILES, "WHERE f.id = $1")).arg(id.as_str())).await?;
            let versions: Vec<VersionRow> = self
                .all(
                    Statement::new(concatcp!(VERSIONS, "WHERE d.file_id = $1 AND d.current ORDER BY d.position"))
                        .arg(id.as_str()),
                )
                .await?;
            Ok(assemble(files, versions).pop())
        })
        .await
    }

    async fn variant_files_of(&self, owner_id: &UserId) -> StoreResult<Vec<VariantFile>> {
        reported("variant_files_of", async move {
            let files: Vec<FileRow> = self
                .all(Statement::new(concatcp!(FILES, "WHERE f.owner_id = $1 ORDER BY f.name")).arg(owner_id.as_str()))
                .await?;
            let versions: Vec<VersionRow> = self
                .all(
                    Statement::new(concatcp!(VERSIONS, "WHERE d.owner_id = $1 AND d.current ORDER BY d.position"))
                        .arg(owner_id.as_str()),
                )
                .await?;
            Ok(assemble(files, versions))
        })
        .await
    }

    async fn listed_variant_files(
        &self,
        search: Option<&str>,
        before: Option<(Timestamp, VariantFileId)>,
        limit: i64,
    ) -> StoreResult<Vec<VariantFile>> {
        reported("listed_variant_files", async move {
            // `%` and `_` in what is searched for are themselves, not patterns.
            let pattern = search.map(|s| {
                let escaped = s.to_lowercase().replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
                format!("%{escaped}%")
            });
            let (before_at, before_id) = match &before {
                Some((at, id)) => (Some(*at), Some(id.clone())),
                None => (None, None),
            };
            // The page's files, then the versions of those files alone.
            let page = Statement::new(
                "SELECT f.id, f.owner_id, u.name AS owner_name, f.name, '' AS text, f.listed, f.uploaded_at \
                 FROM variant_files f JOIN users u ON u.id = f.owner_id \
                 WHERE f.listed \
                 AND ($2 IS NULL OR f.uploaded_at < $2 OR (f.uploaded_at = $2 AND f.id > $3)) \
                 AND ($4 IS NULL OR LOWER(f.name) LIKE $4 ESCAPE '\\' OR LOWER(u.name) LIKE $4 ESCAPE '\\' \
                      OR EXISTS (SELECT 1 FROM variant_definitions d WHERE d.file_id = f.id AND d.current \
                                 AND LOWER(d.variant) LIKE $4 ESCAPE '\\')) \
                 ORDER BY f.uploaded_at DESC, f.id LIMIT $1",
            )
            .arg(limit)
            .arg(before_at)
            .arg(before_id.as_ref().map(VariantFileId::as_str))
            .arg(pattern.as_deref());
            let files: Vec<FileRow> = self.all(page).await?;
            let ids: Vec<String> = files.iter().map(|f| f.id.clone()).collect();
            let mut versions: Vec<VersionRow> = Vec::new();
            for id in &ids {
                let rows: Vec<VersionRow> = self
                    .all(
                        Statement::new(concatcp!(VERSIONS, "WHERE d.current AND d.file_id = $1 ORDER BY d.position"))
                            .arg(id),
                    )
                    .await?;
                versions.extend(rows);
            }
            Ok(assemble(files, versions))
        })
        .await
    }

    async fn remove_variant_file(&self, owner_id: &UserId, id: &VariantFileId) -> StoreResult<bool> {
        reported("remove_variant_file", async move {
            let removed = Statement::new("DELETE FROM variant_files WHERE id = $1 AND owner_id = $2")
                .arg(id.as_str())
                .arg(owner_id.as_str());
            let dropped =
                Statement::new("UPDATE variant_definitions SET current = FALSE WHERE file_id = $1").arg(id.as_str());
            self.write(move |tx| {
                Box::pin(async move {
                    let removed = tx.execute(removed).await?;
                    if removed > 0 {
                        tx.execute(dropped).await?;
                    }
                    Ok(removed > 0)
                })
            })
            .await
        })
        .await
    }

    async fn uploaded_variant(&self, id: &str) -> StoreResult<Option<UploadedVariant>> {
        reported("uploaded_variant", async move {
            let row: Option<VersionRow> =
                self.optional(Statement::new(concatcp!(VERSIONS, "WHERE d.id = $1")).arg(id)).await?;
            Ok(row.map(UploadedVariant::from))
        })
        .await
    }
}
