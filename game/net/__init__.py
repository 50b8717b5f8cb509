"""Play with friends on other machines: the host's app runs the match (rules, bots, autosave) and sends each
remote seat only what that seat may see; a remote app shows that seat's table and sends back the chosen action.

* :mod:`game.net.wire` — the messages, their limits and their validation (the protocol version comes first);
* :mod:`game.net.secure` — on the local network, the key exchange on a seat's code and the sealed frames;
* :mod:`game.net.host` — the host's server (websockets on asyncio, in a thread of its own);
* :mod:`game.net.hosted` — the match at the host's table with remote seats;
* :mod:`game.net.client` — a remote app's connection; :mod:`game.net.remote` — its match, for one seat;
* :mod:`game.net.leaks` — the check that nothing a seat may not see leaves the host;
* :mod:`game.net.lan` — finding hosts on the local network (zeroconf).

Nothing here imports pygame: the screens (``scenes``) are built on it.
"""
