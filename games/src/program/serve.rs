//! `gamedsl serve`: the interactive demo in the browser. One page (HTML, CSS and JavaScript
//! compiled into the program) and a JSON API over HTTP, on axum, hyper and tokio.
//!
//! No client can stall the server for the others:
//!
//! - connections: at most [`ServeCmd::connections`] at once (the others wait in the system's
//!   queue until one closes); the request's headers must arrive within [`HEADER_TIME`] (hyper's
//!   header timeout, which also closes a connection on which nothing is sent), its body within
//!   [`BODY_TIME`];
//! - bodies: read whole before a request is routed, so that every answer leaves the connection
//!   ready for the next request; at most [`BODY_LIMIT`] bytes, refused with 413 from their
//!   `Content-Length`, before any `100 Continue` (a body of at most [`DRAIN_LIMIT`] bytes sent
//!   without waiting for it is read and thrown away first, so that the client sees the
//!   answer); API requests must be `Content-Type: application/json` (415 otherwise), which a
//!   cross-site form or `text/plain` request cannot send without the browser asking;
//! - work: every request's computation (a position drawn, a search) runs on the blocking threads,
//!   in one of two lanes of slots, never on the async runtime that reads the requests; each
//!   search within a budget the server sets ([`api::MAX_TIME`]), and stopped as soon as its
//!   client goes away; searches estimated cheap ([`api::CHEAP_NODES`]) and the drawings have
//!   slots of their own, so they never wait behind expensive ones, and a cheap search that runs
//!   past [`CHEAP_TIME`] is stopped there and run again in the expensive lane; when every slot
//!   is busy and [`ServeCmd::searches`] more requests already wait, a request is answered 503
//!   at once, with `Retry-After`;
//! - failures: a panic in a request is logged on standard error (one line) and answered 500;
//!   the slot it held is freed and the server goes on (see [`serving`]);
//! - memory: the allocator's free pages are given back to the system once no work runs
//!   ([`release_memory`]);
//! - bound to a loopback address, the server answers only requests whose `Host` names it
//!   (`127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT`): a page on another site cannot reach it
//!   through DNS rebinding;
//! - every answer has `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY` and a
//!   Content-Security-Policy that allows the page's own files only.
//!
//! `GET /api/status` gives the lanes' slots, the work running and waiting in each, and the
//! requests refused, re-laned and failed so far.

use std::any::Any;
use std::future::Future;
use std::net::SocketAddr;
use std::panic::{AssertUnwindSafe, Location};
use std::pin::pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, AtomicUsize, Ordering};
use std::task::Poll;
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Request as HttpRequest, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use game_dsl::Budget;
use game_dsl::engine::Monitor;
use game_dsl::error::{SHOWN_CHARS, escaped};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::CliResult;
use super::api::{self, Job, Refusal, Request};
use super::args::ServeCmd;
use crate::registry::GameSet;

/// The largest request body accepted, in bytes.
pub const BODY_LIMIT: usize = 16 * 1024;

/// The most of a refused body the server reads, and throws away, before it answers 413. A
/// client that sends its body without waiting for `100 Continue` reads the answer only once
/// the server has taken what it sent: closing a connection with data unread resets it, and the
/// reset may reach the client before the answer does. Larger bodies, and those of a client that
/// waits for `100 Continue`, are refused from their `Content-Length` without being read.
pub const DRAIN_LIMIT: usize = 16 * BODY_LIMIT;

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

/// How long a search estimated cheap may run in the cheap lane: past it, it is stopped and run
/// again from the start in the expensive lane. Three to fourteen times what a search of
/// [`api::CHEAP_NODES`] positions takes (7 to 33 ms: 35 to 165 ns a position, alpha-beta on
/// Connect Four to Gomoku and Amazons), so that a loaded machine seldom re-lanes a cheap
/// search; at most this is lost on one that was not.
pub const CHEAP_TIME: Duration = Duration::from_millis(100);

/// How often the server looks whether it is idle, to give the allocator's free pages back.
const RELEASE_EVERY: Duration = Duration::from_secs(1);

/// Set once the server serves: a panic is then a request's failure, logged and answered 500
/// ([`serving`]).
static SERVING: AtomicBool = AtomicBool::new(false);

/// Whether this process is a server that serves: a panic then fails its request only. The
/// panic hook of the program (`quiet_panics`) logs it with [`log_panic`] and lets it unwind to
/// the request, whose slot is freed and which is answered 500; before (and on the command
/// line), a panic ends the process.
pub(super) fn serving() -> bool {
    SERVING.load(Ordering::Relaxed)
}

/// Logs a panic of a serving server on standard error, one line: its message and where it was
/// raised. A standard error that cannot be written (a closed pipe) is left alone: a panic in
/// the panic hook would abort the server.
pub(super) fn log_panic(message: &str, location: Option<&Location<'_>>) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{}", panic_line(message, location));
}

/// The line [`log_panic`] writes: `gamedsl serve: internal error: MESSAGE (at FILE:LINE);
/// answered 500`, the message's control characters escaped, at most 320 characters of it.
fn panic_line(message: &str, location: Option<&Location<'_>>) -> String {
    let at = location.map_or_else(String::new, |at| {
        format!(
            " (at {}:{})",
            escaped(at.file(), 4 * SHOWN_CHARS),
            at.line()
        )
    });
    format!(
        "gamedsl serve: internal error: {}{at}; answered 500",
        escaped(message, 4 * SHOWN_CHARS)
    )
}

/// The message of a panic's payload (a `&str` or a `String`, as `panic!` makes them).
fn panic_message(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

/// The answer of a request that panicked: 500, with the panic's message.
fn failed(payload: &(dyn Any + Send)) -> Response {
    error(
        StatusCode::INTERNAL_SERVER_ERROR,
        format!(
            "internal error: {}",
            escaped(&panic_message(payload), 4 * SHOWN_CHARS)
        ),
    )
    .into_response()
}

/// The Content-Security-Policy of every answer: the page's own script, styles and images only
/// (and `style` attributes, which colour the chart's legend), never in a frame.
const CSP: &str = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The page and its assets, compiled into the program.
const INDEX_HTML: &str = include_str!("../web/index.html");
const APP_JS: &str = include_str!("../web/app.js");
const STYLE_CSS: &str = include_str!("../web/style.css");

/// What every handler shares: the games, their description, the lanes of work, the host names
/// answered and the counts.
#[derive(Clone)]
struct Shared<S> {
    /// The games served.
    set: S,
    /// The answer of `GET /api/games`, computed once.
    games: Arc<Value>,
    /// Searches estimated expensive, and cheap ones that ran past [`CHEAP_TIME`].
    expensive: Lane,
    /// Searches estimated cheap, the drawings of positions, and the checks of search requests.
    cheap: Lane,
    /// The `Host` values accepted, or `None` for any (bound to a non-loopback address).
    hosts: Option<Arc<Vec<String>>>,
    /// What the lanes share.
    counts: Arc<Counts>,
}

/// The counts `GET /api/status` gives, and whether there was work since memory was last given
/// back.
#[derive(Default)]
struct Counts {
    /// Cheap searches that ran past [`CHEAP_TIME`] and were run again in the expensive lane.
    relaned: AtomicU64,
    /// Requests that panicked, answered 500.
    failed: AtomicU64,
    /// Whether a request came since [`release_memory`] last ran.
    active: AtomicBool,
}

/// Slots of work, the requests waiting for one, and the work running.
#[derive(Clone)]
struct Lane {
    slots: Arc<Semaphore>,
    /// The slots in all.
    size: usize,
    waiting: Arc<AtomicUsize>,
    /// The most requests that wait; more are refused at once.
    max_waiting: usize,
    /// Work running on a blocking thread.
    running: Arc<AtomicUsize>,
    /// Requests refused with 503.
    refused: Arc<AtomicU64>,
    counts: Arc<Counts>,
}

/// Counts one more while it lives: a piece of work running (until it ends or unwinds), or a
/// request waiting for a slot (until it gets one, gives up, or its client leaves and its future
/// is dropped: a count that a dropped future kept would refuse every request once it reached
/// the lane's limit).
struct Counted(Arc<AtomicUsize>);

impl Counted {
    /// One more of `count`, and how many there were before.
    fn new(count: &Arc<AtomicUsize>) -> (Counted, usize) {
        let before = count.fetch_add(1, Ordering::SeqCst);
        (Counted(Arc::clone(count)), before)
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Counts a panic of the work that holds it, when it unwinds (whether or not its request is
/// still there to be answered).
struct Failures(Arc<Counts>);

impl Drop for Failures {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.failed.fetch_add(1, Ordering::Relaxed);
        }
    }
}

impl Lane {
    fn new(slots: usize, max_waiting: usize, counts: &Arc<Counts>) -> Lane {
        Lane {
            slots: Arc::new(Semaphore::new(slots)),
            size: slots,
            waiting: Arc::default(),
            max_waiting,
            running: Arc::default(),
            refused: Arc::default(),
            counts: Arc::clone(counts),
        }
    }

    /// A slot: at once if one is free, after a wait of at most [`QUEUE_WAIT`] if fewer than
    /// `max_waiting` requests already wait, else a 503.
    async fn enter(&self) -> Result<OwnedSemaphorePermit, Response> {
        if let Ok(permit) = Arc::clone(&self.slots).try_acquire_owned() {
            return Ok(permit);
        }
        let (place, before) = Counted::new(&self.waiting);
        if before >= self.max_waiting {
            drop(place);
            self.refused.fetch_add(1, Ordering::Relaxed);
            return Err(busy());
        }
        let waited =
            tokio::time::timeout(QUEUE_WAIT, Arc::clone(&self.slots).acquire_owned()).await;
        drop(place);
        match waited {
            Ok(Ok(permit)) => Ok(permit),
            _ => {
                self.refused.fetch_add(1, Ordering::Relaxed);
                Err(busy())
            }
        }
    }

    /// Runs `work` on a blocking thread once a slot is free ([`Lane::enter`]), and returns what
    /// it returns. The slot is held until the work ends, even if the request's client leaves
    /// before; it is freed when the work panics, and the request is then answered 500.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Response> {
        let permit = self.enter().await?;
        let (running, counts) = (Arc::clone(&self.running), Arc::clone(&self.counts));
        let done = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            let _running = Counted::new(&running).0;
            let _failures = Failures(counts);
            work()
        })
        .await;
        done.map_err(|join| match join.try_into_panic() {
            Ok(payload) => failed(payload.as_ref()),
            Err(_) => {
                error(StatusCode::INTERNAL_SERVER_ERROR, "the work was cancelled").into_response()
            }
        })
    }

    /// The lane as `GET /api/status` gives it.
    fn status(&self) -> Value {
        json!({
            "slots": self.size,
            "running": self.running.load(Ordering::SeqCst),
            "waiting": self.waiting.load(Ordering::SeqCst),
            "refused": self.refused.load(Ordering::Relaxed),
        })
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
        // The searches run on the runtime's blocking threads: the stack of the command's
        // thread, which the positions are checked against (`PositionArgs::setup`), so that a
        // deep search of a game with long lists of moves (Amazons: 240 KB a ply) fits.
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .thread_stack_size(super::command_stack().max(8 << 20))
            .build()
            .map_err(|e| format!("cannot start the async runtime: {e}"))?;
        runtime.block_on(self.serve(set))
    }

    async fn serve<S: GameSet>(self, set: S) -> CliResult {
        bound_free_memory();
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
        // The games' descriptions before the server says it is ready: the first request does not
        // wait for them; what they took meanwhile is given back.
        let games = Arc::new(api::games(set));
        release_memory();
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
        let counts = Arc::new(Counts::default());
        let shared = Shared {
            set,
            games,
            expensive: Lane::new(searches, searches, &counts),
            // As many as there are connections may wait in the cheap lane: a cheap request is
            // refused only when it waited 10 s, never for lack of room.
            cheap: Lane::new(searches, connections.max(64 * searches), &counts),
            hosts,
            counts,
        };
        tokio::spawn(release_when_idle(shared.clone()));
        SERVING.store(true, Ordering::Relaxed);
        accept(listener, router(shared), connections).await;
        Ok(())
    }
}

/// Gives the allocator's free pages back to the system once no work runs, after some ran: the
/// arenas of the blocking threads keep what their work freed (hundreds of megabytes after
/// Amazons' drawings and searches) until asked. Looks every [`RELEASE_EVERY`].
async fn release_when_idle<S: GameSet>(shared: Shared<S>) {
    loop {
        tokio::time::sleep(RELEASE_EVERY).await;
        let idle = shared.cheap.running.load(Ordering::SeqCst) == 0
            && shared.expensive.running.load(Ordering::SeqCst) == 0;
        if idle && shared.counts.active.swap(false, Ordering::SeqCst) {
            let _ = tokio::task::spawn_blocking(release_memory).await;
        }
    }
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
unsafe extern "C" {
    /// glibc: returns the free memory at the top of the main heap and the free pages inside
    /// every arena to the system; safe to call at any time.
    safe fn malloc_trim(pad: usize) -> std::ffi::c_int;
    /// glibc: sets one of the allocator's parameters; safe to call at any time.
    safe fn mallopt(param: std::ffi::c_int, value: std::ffi::c_int) -> std::ffi::c_int;
}

/// Gives the free pages of every arena of the allocator back to the system (glibc's
/// `malloc_trim`: a few milliseconds for a hundred megabytes); elsewhere, nothing.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn release_memory() {
    malloc_trim(0);
}

/// Gives the allocator's free pages back to the system: nothing to do but on glibc.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn release_memory() {}

/// Keeps the free memory at the top of each arena of the allocator under 1 MiB: glibc's
/// threshold otherwise grows with the largest block freed (up to 64 MiB), and `malloc_trim`
/// does not shorten the heaps of the threads' arenas, only the main one (a server that had
/// read Amazons' layout kept 7 MB of it). Elsewhere, nothing.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn bound_free_memory() {
    /// glibc's `M_TRIM_THRESHOLD`.
    const TRIM_THRESHOLD: std::ffi::c_int = -1;
    mallopt(TRIM_THRESHOLD, 1 << 20);
}

/// Bounds the allocator's free memory: nothing to do but on glibc.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn bound_free_memory() {}

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
        .route(
            "/api/status",
            get(|State(shared): State<Shared<S>>| async move {
                Json(StatusCode::OK, status(&shared))
            }),
        )
        .route("/api/state", post(state::<S>))
        .route("/api/analyze", post(analyze::<S>))
        .route("/api/compare", post(compare::<S>))
        .route("/api/tree", post(tree::<S>))
        .fallback(|| async { error(StatusCode::NOT_FOUND, "no such page or endpoint") })
        .method_not_allowed_fallback(|| async {
            error(StatusCode::METHOD_NOT_ALLOWED, "method not allowed here")
        })
        .layer(middleware::from_fn_with_state(shared.clone(), guard::<S>))
        .with_state(shared)
}

/// Every request: its body read whole ([`whole_body`]), its `Host` checked (when bound to
/// loopback), and the security headers added to its answer.
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
    shared.counts.active.store(true, Ordering::Relaxed);
    let mut response = match whole_body(request).await {
        Err(refused) => refused,
        // A panic on the async runtime (the work itself runs in the lanes, which catch their
        // own) fails this request only.
        Ok(request) if allowed => unwound(next.run(request)).await.unwrap_or_else(|payload| {
            shared.counts.failed.fetch_add(1, Ordering::Relaxed);
            failed(payload.as_ref())
        }),
        Ok(_) => error(
            StatusCode::MISDIRECTED_REQUEST,
            "this server answers requests for its own address only (the Host header)",
        )
        .into_response(),
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

/// `future`'s output, or the payload of its panic: what tower-http's `CatchPanic` does for a
/// service, for one future. A future that panicked is not polled again.
async fn unwound<F: Future>(future: F) -> Result<F::Output, Box<dyn Any + Send>> {
    let mut future = pin!(future);
    std::future::poll_fn(move |cx| {
        match std::panic::catch_unwind(AssertUnwindSafe(|| future.as_mut().poll(cx))) {
            Ok(Poll::Ready(output)) => Poll::Ready(Ok(output)),
            Ok(Poll::Pending) => Poll::Pending,
            Err(payload) => Poll::Ready(Err(payload)),
        }
    })
    .await
}

/// `GET /api/status`: each lane's slots, the work running and waiting in it and the requests it
/// refused; the cheap searches re-laned and the requests failed, since the server started.
fn status<S>(shared: &Shared<S>) -> Value {
    json!({
        "lanes": {
            "cheap": shared.cheap.status(),
            "expensive": shared.expensive.status(),
        },
        "relaned": shared.counts.relaned.load(Ordering::Relaxed),
        "failed": shared.counts.failed.load(Ordering::Relaxed),
        "cheap_time_ms": CHEAP_TIME.as_millis() as u64,
    })
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

/// Parses an API request, whose body [`whole_body`] has read: JSON only (415 otherwise), as a
/// [`Request`] or the request of the endpoint (400 when malformed).
fn parse<T: DeserializeOwned>(headers: &HeaderMap, body: &[u8]) -> Result<T, Json> {
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
    serde_json::from_slice(body).map_err(|e| {
        // The message may quote the request (an unknown field's name): escaped, cut short.
        let reason = escaped(&e.to_string(), 4 * SHOWN_CHARS);
        error(
            StatusCode::BAD_REQUEST,
            format!("malformed request: {reason}"),
        )
    })
}

/// Reads the whole body of `request` before it is routed, so that every answer, refusals
/// included, leaves the connection ready for the client's next request: at most [`BODY_LIMIT`]
/// bytes (413, from the declared length before the body is asked for, when there is one),
/// within [`BODY_TIME`] (408). A refusal that leaves part of the body unread closes the
/// connection and says so (`Connection: close`).
async fn whole_body(request: HttpRequest) -> Result<HttpRequest, Response> {
    let (parts, body) = request.into_parts();
    let too_large = || {
        error(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("request body larger than {BODY_LIMIT} bytes"),
        )
    };
    let closing = |answer: Json| {
        let mut response = answer.into_response();
        let close = HeaderValue::from_static("close");
        response.headers_mut().insert(header::CONNECTION, close);
        response
    };
    let declared = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .map(|value| value.trim().parse::<u64>());
    let waits = parts
        .headers
        .get(header::EXPECT)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.trim().eq_ignore_ascii_case("100-continue"));
    match declared {
        Some(Ok(length)) if length > BODY_LIMIT as u64 => {
            if waits || length > DRAIN_LIMIT as u64 {
                return Err(closing(too_large()));
            }
            let drained = tokio::time::timeout(BODY_TIME, read_body(body, 0, DRAIN_LIMIT)).await;
            return Err(match drained {
                Ok(Ok(None)) => too_large().into_response(),
                _ => closing(too_large()),
            });
        }
        Some(Err(_)) => {
            let malformed = error(StatusCode::BAD_REQUEST, "malformed Content-Length");
            return Err(closing(malformed));
        }
        _ => {}
    }
    let read = tokio::time::timeout(BODY_TIME, read_body(body, BODY_LIMIT, DRAIN_LIMIT)).await;
    match read {
        Ok(Ok(Some(bytes))) => Ok(HttpRequest::from_parts(parts, Body::from(bytes))),
        Ok(Ok(None)) => Err(closing(too_large())),
        Ok(Err(())) => Err(closing(error(
            StatusCode::BAD_REQUEST,
            "the request body could not be read",
        ))),
        Err(_) => Err(closing(error(
            StatusCode::REQUEST_TIMEOUT,
            format!(
                "the request body did not arrive within {} s",
                BODY_TIME.as_secs()
            ),
        ))),
    }
}

/// Reads `body`: its bytes if there are at most `limit`, `None` if there are more (read on, and
/// thrown away, up to `drain` bytes, so that the answer reaches the client: see
/// [`DRAIN_LIMIT`]), an error if the connection fails first.
async fn read_body(body: Body, limit: usize, drain: usize) -> Result<Option<Vec<u8>>, ()> {
    use axum::body::HttpBody;
    let mut body = pin!(body);
    let mut bytes = Vec::new();
    let mut read = 0;
    while let Some(frame) = std::future::poll_fn(|cx| body.as_mut().poll_frame(cx)).await {
        let Ok(data) = frame.map_err(|_| ())?.into_data() else {
            continue;
        };
        read += data.len();
        if read <= limit {
            bytes.extend_from_slice(&data);
        } else if read > drain {
            break;
        }
    }
    Ok((read <= limit).then_some(bytes))
}

/// `POST /api/state`: the drawing of a position, in the cheap lane (Amazons' 2,176 moves take
/// tens of milliseconds; the async runtime stays free for the other requests).
async fn state<S: GameSet>(
    State(shared): State<Shared<S>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let request: Request = match parse(&headers, &body) {
        Ok(request) => request,
        Err(answer) => return answer.into_response(),
    };
    let set = shared.set;
    match shared.cheap.run(move || api::state(set, &request)).await {
        Ok(Ok(value)) => Json(StatusCode::OK, value).into_response(),
        Ok(Err(refusal)) => refused(refusal).into_response(),
        Err(answer) => answer,
    }
}

/// `POST /api/tree`: minimax or alpha-beta on a tree given as text, step by step, in the cheap
/// lane (a tree has at most [`api::tree::MAX_TREE_NODES`] nodes).
async fn tree<S: GameSet>(
    State(shared): State<Shared<S>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let request: api::tree::TreeRequest = match parse(&headers, &body) {
        Ok(request) => request,
        Err(answer) => return answer.into_response(),
    };
    match shared.cheap.run(move || api::tree::tree(&request)).await {
        Ok(Ok(value)) => Json(StatusCode::OK, value).into_response(),
        Ok(Err(refusal)) => refused(refusal).into_response(),
        Err(answer) => answer,
    }
}

/// `POST /api/analyze`.
async fn analyze<S: GameSet>(
    State(shared): State<Shared<S>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    search(shared, &headers, body, api::analyze_job).await
}

/// `POST /api/compare`.
async fn compare<S: GameSet>(
    State(shared): State<Shared<S>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    search(shared, &headers, body, api::compare_job).await
}

/// Stops searches when dropped: when their request's future is dropped because the client went
/// away, or when the answer is sent.
struct StopOnDrop(Vec<Arc<Monitor>>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        for monitor in &self.0 {
            monitor.stop();
        }
    }
}

/// What the cheap lane made of a search request.
enum Checked {
    /// Refused (400).
    Refused(api::Refusal),
    /// Answered: a cheap search that ended within [`CHEAP_TIME`].
    Answered(Value),
    /// To run in the expensive lane: estimated expensive, or cheap but stopped at
    /// [`CHEAP_TIME`] (`true`).
    Expensive(Job, bool),
}

/// A search request: checked in the cheap lane (its position read, its size estimated), and
/// searched there if estimated cheap, for at most [`CHEAP_TIME`]; else, or past that time, run
/// in the expensive lane. Every search runs within the server's budget ([`api::MAX_TIME`]) from
/// its start, and stops when its client goes away.
async fn search<S: GameSet>(
    shared: Shared<S>,
    headers: &HeaderMap,
    body: Bytes,
    prepare: fn(S, &Request) -> Result<Job, Refusal>,
) -> Response {
    let request: Request = match parse(headers, &body) {
        Ok(request) => request,
        Err(answer) => return answer.into_response(),
    };
    let (probe, full) = (Arc::<Monitor>::default(), Arc::<Monitor>::default());
    let _stop = StopOnDrop(vec![Arc::clone(&probe), Arc::clone(&full)]);
    let set = shared.set;
    let checked = shared
        .cheap
        .run(move || match prepare(set, &request) {
            Err(refusal) => Checked::Refused(refusal),
            Ok(job) if !job.cheap => Checked::Expensive(job, false),
            Ok(job) => match within_cheap_time(&job, probe) {
                Some(answer) => Checked::Answered(answer),
                None => Checked::Expensive(job, true),
            },
        })
        .await;
    let job = match checked {
        Err(answer) => return answer,
        Ok(Checked::Refused(refusal)) => return refused(refusal).into_response(),
        Ok(Checked::Answered(answer)) => return Json(StatusCode::OK, answer).into_response(),
        Ok(Checked::Expensive(job, relaned)) => {
            if relaned {
                shared.counts.relaned.fetch_add(1, Ordering::Relaxed);
            }
            job
        }
    };
    let answer = shared.expensive.run(move || (job.run)(&budget(full))).await;
    match answer {
        Ok(value) => Json(StatusCode::OK, value).into_response(),
        Err(answer) => answer,
    }
}

/// The budget of a search: [`api::MAX_TIME`] from now, stopped by `stop`.
fn budget(stop: Arc<Monitor>) -> Budget {
    Budget::unlimited()
        .with_time(api::MAX_TIME)
        .with_monitor(stop)
}

/// Runs `job` under the same budget as in the expensive lane, but stopped by a timer after
/// [`CHEAP_TIME`] (through `stop`, which the client's departure raises too): its answer if it
/// ended first, `None` if the timer stopped it. Called on a blocking thread of the runtime.
fn within_cheap_time(job: &Job, stop: Arc<Monitor>) -> Option<Value> {
    const RUNNING: u8 = 0;
    const ENDED: u8 = 1;
    const STOPPED: u8 = 2;
    let state = Arc::new(AtomicU8::new(RUNNING));
    let timer = tokio::runtime::Handle::current().spawn({
        let (state, stop) = (Arc::clone(&state), Arc::clone(&stop));
        async move {
            tokio::time::sleep(CHEAP_TIME).await;
            if state
                .compare_exchange(RUNNING, STOPPED, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
            {
                stop.stop();
            }
        }
    });
    let answer = (job.run)(&budget(stop));
    timer.abort();
    state
        .compare_exchange(RUNNING, ENDED, Ordering::SeqCst, Ordering::SeqCst)
        .is_ok()
        .then_some(answer)
}

/// A refused request: 400 with the reason.
fn refused(refusal: Refusal) -> Json {
    error(StatusCode::BAD_REQUEST, refusal.0)
}

#[cfg(test)]
mod tests {
    use std::io::{Read, Write};
    use std::net::TcpStream;

    use game_dsl::{Player, game};

    use super::*;
    use crate::registry::Bundled;

    /// Panics once four stones are on the board: a game whose requests fail for sure.
    fn four_stones(pos: &Boom) -> Option<i32> {
        let stones = pos.stones(Player::First) | pos.stones(Player::Second);
        assert!(stones.count_ones() < 4, "a test panic at four stones");
        None
    }

    game! {
        /// Tic-tac-toe that panics at the fourth stone.
        pub Boom { board: 3 x 3, moves: place, win: line 3, end: custom four_stones }
    }

    impl Bundled for Boom {
        const ID: &'static str = "boom";
        const SUMMARY: &'static str = "panics at the fourth stone";
    }

    /// Sends `request` to `address` and reads the whole answer: its status and its body.
    fn http(address: SocketAddr, request: &str) -> (u16, String) {
        let mut stream = TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        let status = answer.split_whitespace().nth(1).unwrap().parse().unwrap();
        let body = answer.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
        (status, body)
    }

    fn post(address: SocketAddr, path: &str, body: &str) -> (u16, String) {
        http(
            address,
            &format!(
                "POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            ),
        )
    }

    fn fetch(address: SocketAddr, path: &str) -> (u16, String) {
        http(
            address,
            &format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
        )
    }

    /// The program's panic hook, as `gamedsl serve` runs with it: a panic is logged and unwinds
    /// to its request, answered 500; its slot is freed; the server goes on. Each lane's panic
    /// (the drawing of a position, a search in the cheap lane and in the expensive one) and one
    /// on the async runtime.
    #[test]
    fn a_panic_in_a_request_answers_500_frees_its_slot_and_the_server_goes_on() {
        // Serving first, so that the hook never ends the test program.
        SERVING.store(true, Ordering::Relaxed);
        super::super::quiet_panics();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let counts = Arc::new(Counts::default());
        let shared = Shared {
            set: crate::games![Boom],
            games: Arc::new(json!({})),
            expensive: Lane::new(1, 1, &counts),
            cheap: Lane::new(1, 4, &counts),
            hosts: None,
            counts,
        };
        let panicking = Router::new()
            .route(
                "/panic",
                get(|| async {
                    if std::hint::black_box(true) {
                        panic!("a test panic on the runtime");
                    }
                    "never"
                }),
            )
            .layer(middleware::from_fn_with_state(shared.clone(), guard::<_>))
            .with_state(shared.clone());
        let app = router(shared.clone()).merge(panicking);
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
            .unwrap();
        let address = listener.local_addr().unwrap();
        runtime.spawn(accept(listener, app, 16));

        let estimate = |body: &str| {
            let request: Request = serde_json::from_str(body).unwrap();
            api::analyze_job(shared.set, &request).unwrap().cheap
        };
        // The fourth stone is played at depth 4: in the cheap lane, then in the expensive one.
        let cheap = r#"{"game": "boom", "algo": "minimax", "depth": 5}"#;
        let expensive = r#"{"game": "boom", "algo": "minimax", "depth": 6}"#;
        assert!(estimate(cheap) && !estimate(expensive));
        for (path, body) in [
            ("/api/state", r#"{"game": "boom", "moves": "1 2 3 4"}"#),
            ("/api/analyze", cheap),
            ("/api/analyze", expensive),
            ("/api/compare", r#"{"game": "boom", "depth": 5}"#),
        ] {
            let (status, answer) = post(address, path, body);
            assert_eq!(status, 500, "{path} {body}: {answer}");
            let answer: Value = serde_json::from_str(&answer).unwrap();
            assert_eq!(
                answer["error"], "internal error: a test panic at four stones",
                "{path} {body}"
            );
        }
        let (status, answer) = fetch(address, "/panic");
        assert_eq!(status, 500, "{answer}");
        assert!(answer.contains("a test panic on the runtime"), "{answer}");
        // The slots are free and nothing runs: the next requests are served.
        let (status, answer) = post(address, "/api/analyze", r#"{"game": "boom", "depth": 3}"#);
        assert_eq!(status, 200, "{answer}");
        let (status, answer) = post(address, "/api/state", r#"{"game": "boom", "moves": "5"}"#);
        assert_eq!(status, 200, "{answer}");
        for lane in [&shared.cheap, &shared.expensive] {
            assert_eq!(lane.slots.available_permits(), lane.size);
            assert_eq!(lane.running.load(Ordering::SeqCst), 0);
        }
        let (status, answer) = fetch(address, "/api/status");
        assert_eq!(status, 200);
        let answer: Value = serde_json::from_str(&answer).unwrap();
        assert_eq!(answer["failed"], 5, "{answer}");
    }

    #[test]
    fn a_logged_panic_is_one_line_its_control_characters_escaped() {
        let message = format!("bad \u{1b}[31mred\r\n{}", "x".repeat(1000));
        let line = panic_line(&message, Some(Location::caller()));
        assert!(
            line.starts_with("gamedsl serve: internal error: bad \\u{1b}[31mred\\r\\n"),
            "{line}"
        );
        assert!(!line.contains('\n') && !line.contains('\u{1b}'), "{line}");
        assert!(line.contains("...") && line.len() < 500, "{line}");
        assert!(
            line.contains("serve.rs:") && line.ends_with("; answered 500"),
            "{line}"
        );
    }
}
