/* The demo shop's buttons: each calls one command of the embed SDK; every event it fires is listed. */
/* global window, document */
(function () {
  // Always window.Parley at call time: until embed.js arrives it is the queue, then the SDK itself.
  function Parley() {
    window.Parley.apply(null, arguments);
  }
  var log = document.querySelector('.log');
  function note(name, data) {
    var li = document.createElement('li');
    var b = document.createElement('b');
    b.textContent = name;
    li.appendChild(b);
    if (data !== undefined) li.appendChild(document.createTextNode(' ' + JSON.stringify(data)));
    log.insertBefore(li, log.firstChild);
  }
  ['ready', 'open', 'close', 'message', 'unread'].forEach(function (name) {
    Parley('on', name, function (data) {
      note(name, data);
    });
  });
  var args = {
    updateUser: function () {
      return [{ userName: 'Grace Hopper', email: 'grace@example.com', params: { plan: 'gold' } }];
    },
    identify: function () {
      return [document.getElementById('token').value.trim()];
    },
  };
  document.querySelectorAll('[data-cmd]').forEach(function (button) {
    button.addEventListener('click', function () {
      var cmd = button.getAttribute('data-cmd');
      var extra = button.hasAttribute('data-arg') ? [button.getAttribute('data-arg')] : args[cmd] ? args[cmd]() : [];
      note('→ ' + cmd, extra[0]);
      Parley.apply(null, [cmd].concat(extra));
    });
  });
})();
