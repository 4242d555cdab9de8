//! `gamedsl serve`: the interactive demo in the browser. One page (HTML, CSS and JavaScript
//! compiled into the program) and a JSON API over HTTP, on axum, hyper and tokio.
//!
//! No client can stall the server for the others:
//!
//! - connections: at most [`ServeCmd::connections`] at once (the others wait in the system's
//!   queue until one closes); the request's headers must arrive within [`HEADER_TIME`] (hyper's
//!   header timeout, which also closes a connection on which nothing is sent), its body within
//!   [`BODY_TIME`];
//! - bodies: at most [`BODY_LIMIT`] bytes, refused with 413 from their `Content-Length`, before
//!   any `100 Continue`; API requests must be `Content-Type: application/json` (415 otherwise),
//!   which a cross-site form or `text/plain` request cannot send without the browser asking;
//! - searches: each within a budget the server sets ([`api::MAX_TIME`]), and stopped as soon as
//!   its client goes away; cheap searches ([`api::CHEAP_NODES`]) have slots of their own, so
//!   they never wait behind expensive ones; when every slot is busy and [`ServeCmd::searches`]
//!   more requests already wait, a request is answered 503 at once, with `Retry-After`;
//! - bound to a loopback address, the server answers only requests whose `Host` names it
//!   (`127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT`): a page on another site cannot reach it
//!   through DNS rebinding;
//! - every answer has `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY` and a
//!   Content-Security-Policy that allows the page's own files only.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request as HttpRequest, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use game_dsl::Budget;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use serde_json::{Value, json};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::CliResult;
use super::api::{self, Job, Refusal, Request};
use super::args::ServeCmd;
use crate::registry::GameSet;

/// The largest request body accepted, in bytes.
pub const BODY_LIMIT: usize = 16 * 1024;

/// How long a search request waits for a free search slot before it is refused with 503.
pub const QUEUE_WAIT: Duration = Duration::from_secs(10);

/// The time a client has to send a request's headers (and, on a kept-alive connection, to
/// start the next request).
pub const HEADER_TIME: Duration = Duration::from_secs(5);

/// The time a client has to send a request's body once its headers are in.
pub const BODY_TIME: Duration = Duration::from_secs(5);

/// The connections served at once by default (`--connections`).
pub const CONNECTIONS: usize = 256;

/// Seconds a client refused for lack of search slots is told to wait (`Retry-After`).
const RETRY_AFTER: &str = "1";

/// The Content-Security-Policy of every answer: the page's own script, styles and images only
/// (and `style` attributes, which colour the chart's legend), never in a frame.
const CSP: &str = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The page and its assets, compiled into the program.
const INDEX_HTML: &str = include_str!("../web/index.html");
const APP_JS: &str = include_str!("../web/app.js");
const STYLE_CSS: &str = include_str!("../web/style.css");

/// What every handler shares: the games, their description, the search lanes and the host
/// names answered.
#[derive(Clone)]
struct Shared<S> {
    /// The games served.
    set: S,
    /// The answer of `GET /api/games`, computed once.
    games: Arc<Value>,
    /// Searches estimated expensive.
    expensive: Lane,
    /// Searches estimated cheap.
    cheap: Lane,
    /// The `Host` values accepted, or `None` for any (bound to a non-loopback address).
    hosts: Option<Arc<Vec<String>>>,
}

/// Search slots and the requests waiting for one.
#[derive(Clone)]
struct Lane {
    slots: Arc<Semaphore>,
    waiting: Arc<AtomicUsize>,
    /// The most requests that wait; more are refused at once.
    max_waiting: usize,
}

impl Lane {
    fn new(slots: usize, max_waiting: usize) -> Lane {
        Lane {
            slots: Arc::new(Semaphore::new(slots)),
            waiting: Arc::default(),
            max_waiting,
        }
    }

    /// A search slot: at once if one is free, after a wait of at most [`QUEUE_WAIT`] if fewer
    /// than `max_waiting` requests already wait, else a 503.
    async fn enter(&self) -> Result<OwnedSemaphorePermit, Response> {
        if let Ok(permit) = Arc::clone(&self.slots).try_acquire_owned() {
            return Ok(permit);
        }
        if self.waiting.fetch_add(1, Ordering::SeqCst) >= self.max_waiting {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
            return Err(busy());
        }
        let waited =
            tokio::time::timeout(QUEUE_WAIT, Arc::clone(&self.slots).acquire_owned()).await;
        self.waiting.fetch_sub(1, Ordering::SeqCst);
        match waited {
            Ok(Ok(permit)) => Ok(permit),
            _ => Err(busy()),
        }
    }
}

/// The answer of a server whose search slots are all taken.
fn busy() -> Response {
    let mut response = error(
        StatusCode::SERVICE_UNAVAILABLE,
        "the server is busy; try again",
    )
    .into_response();
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static(RETRY_AFTER));
    response
}

impl ServeCmd {
    /// Starts the server and serves until the process is stopped. The first line printed names
    /// the address bound (useful with `--port 0`).
    pub fn run<S: GameSet>(self, set: S) -> CliResult {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .map_err(|e| format!("cannot start the async runtime: {e}"))?;
        runtime.block_on(self.serve(set))
    }

    async fn serve<S: GameSet>(self, set: S) -> CliResult {
        let searches = self.searches.map_or_else(
            || std::thread::available_parallelism().map_or(2, |n| n.get().max(2)),
            |n| n as usize,
        );
        let connections = self.connections.map_or(CONNECTIONS, |n| n as usize);
        let address = SocketAddr::new(self.bind, self.port);
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|e| format!("cannot listen on {address}: {e}"))?;
        let bound = listener.local_addr().map_err(|e| e.to_string())?;
        // The games' descriptions (their boards read from their moves) before the server says it
        // is ready: the first request does not wait for them.
        let games = Arc::new(api::games(set));
        println!(
            "gamedsl serving on http://{bound}/ ({searches} searches at once, {connections} connections)"
        );
        let hosts = bound.ip().is_loopback().then(|| {
            let port = bound.port();
            Arc::new(vec![
                format!("127.0.0.1:{port}"),
                format!("localhost:{port}"),
                format!("[::1]:{port}"),
            ])
        });
        let app = router(Shared {
            set,
            games,
            expensive: Lane::new(searches, searches),
            cheap: Lane::new(searches, 64 * searches),
            hosts,
        });
        accept(listener, app, connections).await;
        Ok(())
    }
}

/// Serves the connections of `listener`, at most `connections` at once, each with hyper's
/// header timeout.
async fn accept(listener: tokio::net::TcpListener, app: Router, connections: usize) {
    let open = Arc::new(Semaphore::new(connections));
    loop {
        let Ok(permit) = Arc::clone(&open).acquire_owned().await else {
            return;
        };
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // Out of file handles, or a connection reset before it was accepted: wait a little.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let service = TowerToHyperService::new(app.clone());
        tokio::spawn(async move {
            let _permit = permit;
            let _ = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIME)
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

/// The routes: the page, its assets and the API; anything else is a JSON 404.
fn router<S: GameSet>(shared: Shared<S>) -> Router {
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
            get(|State(shared): State<Shared<S>>| async move {
                Json(StatusCode::OK, Value::clone(&shared.games))
            }),
        )
        .route("/api/state", post(state::<S>))
        .route("/api/analyze", post(analyze::<S>))
        .route("/api/compare", post(compare::<S>))
        .fallback(|| async { error(StatusCode::NOT_FOUND, "no such page or endpoint") })
        .method_not_allowed_fallback(|| async {
            error(StatusCode::METHOD_NOT_ALLOWED, "method not allowed here")
        })
        .layer(middleware::from_fn_with_state(shared.clone(), guard::<S>))
        .with_state(shared)
}

/// Every request: its `Host` checked (when bound to loopback), and the security headers added
/// to its answer.
async fn guard<S: GameSet>(
    State(shared): State<Shared<S>>,
    request: HttpRequest,
    next: Next,
) -> Response {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|host| host.to_str().ok());
    let allowed = match &shared.hosts {
        None => true,
        Some(hosts) => host.is_some_and(|host| hosts.iter().any(|h| h == host)),
    };
    let mut response = if allowed {
        next.run(request).await
    } else {
        error(
            StatusCode::MISDIRECTED_REQUEST,
            "this server answers requests for its own address only (the Host header)",
        )
        .into_response()
    };
    let headers = response.headers_mut();
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    response
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

/// Reads an API request: JSON only (415 otherwise), at most [`BODY_LIMIT`] bytes (413, from the
/// declared length before the body is asked for), within [`BODY_TIME`] (408); then parsed as a
/// [`Request`] (400 when malformed).
async fn parse(headers: &HeaderMap, body: Body) -> Result<Request, Json> {
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .is_some_and(|mime| mime.trim().eq_ignore_ascii_case("application/json"));
    if !json {
        return Err(error(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "API requests are JSON: send Content-Type: application/json",
        ));
    }
    let too_large = || {
        error(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("request body larger than {BODY_LIMIT} bytes"),
        )
    };
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .map(|value| value.trim().parse::<u64>());
    match declared {
        Some(Ok(length)) if length > BODY_LIMIT as u64 => return Err(too_large()),
        Some(Err(_)) => return Err(error(StatusCode::BAD_REQUEST, "malformed Content-Length")),
        _ => {}
    }
    let bytes = match tokio::time::timeout(BODY_TIME, axum::body::to_bytes(body, BODY_LIMIT)).await
    {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(_)) => return Err(too_large()),
        Err(_) => {
            return Err(error(
                StatusCode::REQUEST_TIMEOUT,
                format!(
                    "the request body did not arrive within {} s",
                    BODY_TIME.as_secs()
                ),
            ));
        }
    };
    serde_json::from_slice(&bytes)
        .map_err(|e| error(StatusCode::BAD_REQUEST, format!("malformed request: {e}")))
}

/// `POST /api/state`: cheap, answered on the async runtime.
async fn state<S: GameSet>(
    State(shared): State<Shared<S>>,
    headers: HeaderMap,
    body: Body,
) -> Json {
    let answer = match parse(&headers, body).await {
        Ok(request) => api::state(shared.set, &request).map_err(refused),
        Err(answer) => Err(answer),
    };
    answer.map_or_else(|e| e, |value| Json(StatusCode::OK, value))
}

/// `POST /api/analyze`.
async fn analyze<S: GameSet>(
    State(shared): State<Shared<S>>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    search(shared, &headers, body, api::analyze_job).await
}

/// `POST /api/compare`.
async fn compare<S: GameSet>(
    State(shared): State<Shared<S>>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    search(shared, &headers, body, api::compare_job).await
}

/// Stops a search when dropped: when its request's future is dropped because the client went
/// away, or when the answer is sent.
struct StopOnDrop(Arc<Budget>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.stop();
    }
}

/// Checks a search request at once, then runs its search on a blocking thread when a slot of
/// its lane is free, within the server's budget ([`api::MAX_TIME`]).
async fn search<S: GameSet>(
    shared: Shared<S>,
    headers: &HeaderMap,
    body: Body,
    prepare: fn(S, &Request) -> Result<Job, Refusal>,
) -> Response {
    let job = match parse(headers, body).await {
        Ok(request) => match prepare(shared.set, &request) {
            Ok(job) => job,
            Err(refusal) => return refused(refusal).into_response(),
        },
        Err(answer) => return answer.into_response(),
    };
    let lane = if job.cheap {
        &shared.cheap
    } else {
        &shared.expensive
    };
    let permit = match lane.enter().await {
        Ok(permit) => permit,
        Err(busy) => return busy,
    };
    let budget = Arc::new(Budget::unlimited().with_time(api::MAX_TIME));
    let _stop = StopOnDrop(Arc::clone(&budget));
    let answer = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        (job.run)(&budget)
    })
    .await;
    match answer {
        Ok(value) => Json(StatusCode::OK, value).into_response(),
        Err(_) => error(StatusCode::INTERNAL_SERVER_ERROR, "the search failed").into_response(),
    }
}

/// A refused request: 400 with the reason.
fn refused(refusal: Refusal) -> Json {
    error(StatusCode::BAD_REQUEST, refusal.0)
}
