// Script of the desktop's own pages (setup, offline, loading, crashed) (plain browser JavaScript, no inline code: the
// CSP forbids it). It only talks to the main process through window.desktop from the preload.
(() => {
  const desktop = window.desktop;
  const status = document.getElementById('status');

  function show(kind, text) {
    status.dataset.kind = kind;
    status.textContent = text;
  }

  async function showVersion() {
    const el = document.getElementById('version');
    if (el && desktop) el.textContent = `${el.dataset.prefix} ${await desktop.appVersion()}`;
  }

  async function setupPage() {
    const form = document.getElementById('server-form');
    const input = document.getElementById('server-url');
    const save = document.getElementById('save');
    const test = document.getElementById('test');
    const back = document.getElementById('back');
    const consent = document.getElementById('plain-http');
    const allowPlainHttp = document.getElementById('allow-plain-http');
    const current = await desktop.getServerUrl();
    if (current) {
      input.value = current;
      back.hidden = false;
    }
    input.focus();

    async function run(action) {
      save.disabled = true;
      test.disabled = true;
      show('info', status.dataset.checking);
      try {
        const options = { allowPlainHttp: !consent.hidden && allowPlainHttp.checked };
        const result = await (action === 'save'
          ? desktop.setServerUrl(input.value, options)
          : desktop.testServer(input.value, options));
        // The address the server really answers from (after redirects) is the one shown and saved.
        if (result.url) input.value = result.url;
        if (result.plainHttp) consent.hidden = false;
        if (!result.ok) show('error', result.error);
        else if (action === 'save') show('ok', status.dataset.saved);
        else show('ok', `${status.dataset.okAt} ${result.url}`);
      } catch {
        show('error', status.dataset.failed);
      } finally {
        save.disabled = false;
        test.disabled = false;
      }
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void run('save');
    });
    test.addEventListener('click', () => void run('test'));
  }

  async function offlinePage() {
    const retry = document.getElementById('retry');
    const current = await desktop.getServerUrl();
    document.getElementById('current-server').textContent = current ?? '';
    retry.addEventListener('click', async () => {
      retry.disabled = true;
      show('info', status.dataset.checking);
      try {
        const result = current ? await desktop.testServer(current) : { ok: false, error: status.dataset.failed };
        if (result.ok) {
          show('ok', status.dataset.ok);
          window.location.assign('/admin/');
        } else show('error', result.error);
      } catch {
        show('error', status.dataset.failed);
      } finally {
        retry.disabled = false;
      }
    });
  }

  if (!desktop) return;
  void showVersion();
  const page = document.body.dataset.page;
  if (page === 'setup') void setupPage();
  else if (page === 'offline') void offlinePage();
})();
