/**
 * The demo operator's page (/embed-demo, decision 039). Plain HTML: the page is the host's, not
 * the sportsbook's, so it uses none of the web app; its logic is packages/embed/demo.
 */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function embedDemoPage(options: {
  sportsbook: string;
  sdkUrl: string;
  page: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Harbour Play — sports (embedding demo)</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/embed-demo/operator.css">
<script src="${escapeAttribute(options.sdkUrl)}" defer></script>
<script src="/embed-demo/operator.js" defer></script>
</head>
<body data-sportsbook="${escapeAttribute(options.sportsbook)}" data-page="${escapeAttribute(options.page)}">
<header class="bar">
  <a class="brand" href="/embed-demo"><span class="mark">⚓</span> Harbour Play</a>
  <nav class="nav" aria-label="Operator">
    <a href="#casino">Casino</a><a href="#sports" aria-current="page">Sports</a><a href="#promos">Promotions</a>
  </nav>
  <div class="account">
    <form id="login" class="login" autocomplete="off">
      <label class="visually-hidden" for="login-name">Player name</label>
      <input id="login-name" name="name" placeholder="Player name" required minlength="2" maxlength="40" data-testid="host-login-name">
      <button type="submit" data-testid="host-login">Log in</button>
    </form>
    <div id="player" class="player" hidden>
      <span class="who" id="player-name" data-testid="host-player"></span>
      <span class="balance" id="balance" data-testid="host-balance" title="Balance reported by the sportsbook">—</span>
      <button type="button" id="logout" class="ghost">Log out</button>
    </div>
  </div>
</header>
<p id="notice" class="notice" role="status" data-testid="host-notice" hidden></p>
<main class="layout">
  <aside class="panel">
    <h2>Operator tools</h2>
    <form id="bet-code" class="row">
      <label class="visually-hidden" for="bet-code-input">Bet code</label>
      <input id="bet-code-input" placeholder="Bet code" maxlength="32" required data-testid="host-bet-code">
      <button type="submit" data-testid="host-open-bet-code">Open in slip</button>
    </form>
    <div class="row">
      <label for="odds-format">Odds</label>
      <select id="odds-format"><option value="decimal">Decimal</option><option value="fractional">Fractional</option><option value="american">American</option></select>
      <label for="locale">Language</label>
      <select id="locale"><option value="en">English</option><option value="de">Deutsch</option><option value="es">Español</option><option value="fr">Français</option></select>
    </div>
    <h2>Messages <small>(→ to the sportsbook, ← from it)</small></h2>
    <ol id="log" class="log" data-testid="host-log" aria-live="off"></ol>
  </aside>
  <section class="frame" id="sportsbook" aria-label="Sportsbook"></section>
</main>
<footer class="foot">Harbour Play is a fictional operator: this page shows how a host site embeds the sportsbook.</footer>
</body>
</html>
`;
}

export const EMBED_DEMO_STYLES = `
:root { color-scheme: light dark; --bg:#f4f1ea; --fg:#1c2430; --muted:#5d6775; --card:#fff; --line:#ddd5c4; --accent:#b8860b; --accent-fg:#fff; }
@media (prefers-color-scheme: dark) { :root { --bg:#0f1a24; --fg:#e8edf2; --muted:#9aa7b4; --card:#162431; --line:#243645; --accent:#e0b042; --accent-fg:#1a1300; } }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin:0; font:15px/1.4 system-ui, sans-serif; background:var(--bg); color:var(--fg); }
.bar { display:flex; flex-wrap:wrap; gap:8px 16px; align-items:center; padding:10px 16px; background:#10283d; color:#f7f3e8; }
.brand { font-weight:700; font-size:18px; color:inherit; text-decoration:none; white-space:nowrap; }
.mark { color:#e0b042; }
.nav { display:flex; gap:14px; }
.nav a { color:#c9d4de; text-decoration:none; }
.nav a[aria-current] { color:#fff; border-bottom:2px solid #e0b042; }
.account { margin-inline-start:auto; display:flex; align-items:center; }
.login, .player { display:flex; gap:8px; align-items:center; }
input, select, button { font:inherit; border-radius:6px; border:1px solid var(--line); padding:6px 10px; min-height:36px; }
.bar input { border-color:#35506a; background:#0c1f30; color:#fff; width:150px; }
button { background:var(--accent); color:var(--accent-fg); border-color:transparent; font-weight:600; cursor:pointer; }
button.ghost { background:transparent; color:inherit; border-color:#4b6680; }
.balance { font-variant-numeric:tabular-nums; background:#0c1f30; padding:6px 10px; border-radius:6px; }
.notice { margin:0; padding:8px 16px; background:var(--accent); color:var(--accent-fg); }
.layout { display:grid; grid-template-columns:minmax(0,1fr) 340px; grid-template-areas:"frame panel"; gap:16px; padding:16px; align-items:start; }
.frame { grid-area:frame; }
.panel { grid-area:panel; }
.frame { background:var(--card); border:1px solid var(--line); border-radius:10px; overflow:hidden; min-height:200px; }
.panel { background:var(--card); border:1px solid var(--line); border-radius:10px; padding:12px; position:sticky; top:12px; }
.panel h2 { font-size:14px; margin:8px 0; }
.panel small { color:var(--muted); font-weight:400; }
.row { display:flex; flex-wrap:wrap; gap:8px; align-items:center; margin-bottom:10px; }
.row input { flex:1; min-width:0; background:var(--bg); color:var(--fg); }
.row select { background:var(--bg); color:var(--fg); }
.log { list-style:none; margin:0; padding:0; max-height:420px; overflow:auto; font:12px/1.35 ui-monospace, monospace; }
.log li { padding:4px 6px; border-bottom:1px solid var(--line); word-break:break-word; }
.log .out { color:var(--accent); }
.foot { padding:12px 16px 24px; color:var(--muted); font-size:13px; }
.visually-hidden { position:absolute; width:1px; height:1px; overflow:hidden; clip:rect(0 0 0 0); white-space:nowrap; }
@media (max-width: 1399px) {
  .layout { grid-template-columns:1fr; grid-template-areas:"panel" "frame"; }
  .panel { position:static; display:grid; grid-template-columns:minmax(0,1fr) minmax(0,1.4fr); gap:0 16px; }
  .panel h2 { grid-column:1 / -1; }
  .panel > h2:first-child { display:none; }
  .log { grid-column:1 / -1; max-height:150px; }
}
@media (max-width: 760px) {
  .layout { padding:8px; gap:8px; }
  .panel { grid-template-columns:1fr; }
  .nav { display:none; }
  .bar input { width:120px; }
  .panel { position:static; }
  .log { max-height:220px; }
}
`;
