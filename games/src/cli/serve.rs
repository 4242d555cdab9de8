//! `gamedsl serve`: the interactive demo in the browser. One page (HTML, CSS and JavaScript
//! compiled into the program) and a JSON API over HTTP, on axum and tokio.
//!
//! Searches run on tokio's blocking threads, at most [`ServeCmd::searches`] at once (a
//! semaphore); a request that waits longer than [`QUEUE_WAIT`] for its turn is answered 503.
//! Every search is bounded in depth (and the engine in time, see [`api::Bounds`]), and request
//! bodies in size, so that no client can stall the server for the others.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Value, json};
use tokio::sync::Semaphore;

use super::CliResult;
use super::api::{self, Job, Refusal, Request};
use super::args::ServeCmd;

/// The largest request body accepted, in bytes.
pub const BODY_LIMIT: usize = 16 * 1024;

/// How long a search request waits for a free search slot before it is refused with 503.
pub const QUEUE_WAIT: Duration = Duration::from_secs(10);

/// The page and its assets, compiled into the program.
const INDEX_HTML: &str = include_str!("../web/index.html");
const APP_JS: &str = include_str!("../web/app.js");
const STYLE_CSS: &str = include_str!("../web/style.css");

/// What every handler shares: the search slots.
#[derive(Clone)]
struct Shared {
    searches: Arc<Semaphore>,
}

impl ServeCmd {
    /// Starts the server and serves until the process is stopped. The first line printed names
    /// the address bound (useful with `--port 0`).
    pub fn run(self) -> CliResult {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .map_err(|e| format!("cannot start the async runtime: {e}"))?;
        runtime.block_on(self.serve())
    }

    async fn serve(self) -> CliResult {
        let searches = self.searches.map_or_else(
            || std::thread::available_parallelism().map_or(2, |n| n.get().max(2)),
            |n| n as usize,
        );
        let address = SocketAddr::new(self.bind, self.port);
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|e| format!("cannot listen on {address}: {e}"))?;
        let bound = listener.local_addr().map_err(|e| e.to_string())?;
        println!("gamedsl serving on http://{bound}/ ({searches} searches at once)");
        let app = router(Shared {
            searches: Arc::new(Semaphore::new(searches)),
        });
        axum::serve(listener, app)
            .await
            .map_err(|e| format!("server error: {e}"))
    }
}

/// The routes: the page, its assets and the API; anything else is a JSON 404.
fn router(shared: Shared) -> Router {
    Router::new()
        .route(
            "/",
            get(|| async { asset("text/html; charset=utf-8", INDEX_HTML) }),
        )
        .route(
            "/app.js",
            get(|| async { asset("text/javascript; charset=utf-8", APP_JS) }),
        )
        .route(
            "/style.css",
            get(|| async { asset("text/css; charset=utf-8", STYLE_CSS) }),
        )
        .route(
            "/api/games",
            get(|| async { Json(StatusCode::OK, api::games()) }),
        )
        .route("/api/state", post(state))
        .route("/api/analyze", post(analyze))
        .route("/api/compare", post(compare))
        .fallback(|| async { error(StatusCode::NOT_FOUND, "no such page or endpoint") })
        .method_not_allowed_fallback(|| async {
            error(StatusCode::METHOD_NOT_ALLOWED, "method not allowed here")
        })
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(shared)
}

/// A static asset.
fn asset(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

/// A JSON answer with a status.
struct Json(StatusCode, Value);

impl IntoResponse for Json {
    fn into_response(self) -> Response {
        (
            self.0,
            [(header::CONTENT_TYPE, "application/json")],
            self.1.to_string(),
        )
            .into_response()
    }
}

/// A JSON error: `{"error": message}`.
fn error(status: StatusCode, message: impl Into<String>) -> Json {
    Json(status, json!({ "error": message.into() }))
}

/// Reads a request body as a [`Request`], or answers why not.
fn parse(body: Result<Bytes, BytesRejection>) -> Result<Request, Json> {
    let body = body.map_err(|rejection| {
        let status = rejection.status();
        let message = if status == StatusCode::PAYLOAD_TOO_LARGE {
            format!("request body larger than {BODY_LIMIT} bytes")
        } else {
            rejection.body_text()
        };
        error(status, message)
    })?;
    serde_json::from_slice(&body)
        .map_err(|e| error(StatusCode::BAD_REQUEST, format!("malformed request: {e}")))
}

/// `POST /api/state`: cheap, answered on the async runtime.
async fn state(body: Result<Bytes, BytesRejection>) -> Json {
    let answer = parse(body).and_then(|request| api::state(&request).map_err(refused));
    answer.map_or_else(|e| e, |value| Json(StatusCode::OK, value))
}

/// `POST /api/analyze`.
async fn analyze(State(shared): State<Shared>, body: Result<Bytes, BytesRejection>) -> Json {
    search(shared, body, api::analyze_job).await
}

/// `POST /api/compare`.
async fn compare(State(shared): State<Shared>, body: Result<Bytes, BytesRejection>) -> Json {
    search(shared, body, api::compare_job).await
}

/// Checks a search request at once, then runs its search on a blocking thread when a search
/// slot is free.
async fn search(
    shared: Shared,
    body: Result<Bytes, BytesRejection>,
    prepare: fn(&Request) -> Result<Job, Refusal>,
) -> Json {
    let job = match parse(body).and_then(|request| prepare(&request).map_err(refused)) {
        Ok(job) => job,
        Err(answer) => return answer,
    };
    let permit = match tokio::time::timeout(QUEUE_WAIT, shared.searches.acquire_owned()).await {
        Ok(Ok(permit)) => permit,
        _ => {
            return error(
                StatusCode::SERVICE_UNAVAILABLE,
                "the server is busy; try again",
            );
        }
    };
    let answer = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        job()
    })
    .await;
    match answer {
        Ok(value) => Json(StatusCode::OK, value),
        Err(_) => error(StatusCode::INTERNAL_SERVER_ERROR, "the search failed"),
    }
}

/// A refused request: 400 with the reason.
fn refused(refusal: Refusal) -> Json {
    error(StatusCode::BAD_REQUEST, refusal.0)
}
