# ortoo server image. Build from the repository root:  docker build -t ortoo .

FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin ortoo

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/* \
    && useradd --system --create-home --home-dir /var/lib/ortoo ortoo
COPY --from=build /src/target/release/ortoo /usr/local/bin/ortoo
USER ortoo
WORKDIR /var/lib/ortoo
# Listen on every interface inside the container; the SQLite default keeps its file in ./data.
ENV ORTOO_BIND=0.0.0.0:8080
EXPOSE 8080
VOLUME ["/var/lib/ortoo/data"]
ENTRYPOINT ["ortoo"]
CMD ["serve"]
