#!/usr/bin/env python3
"""The MCP server, through the real SDK client: in process and over stdio.

Part of the whole suite: python3 test_hermes_lite.py (pytest works too).
"""
from __future__ import annotations

from helpers import *  # noqa: F401,F403  (temp roots, CountingCase/Case, Provider, check, figures)
from helpers import ASSERTIONS, HERE, SCRIPT, T0, hermes_lite, HermesLite  # noqa: F401


# =============================================================================================
# MCP server (real SDK client: in process and over stdio)
# =============================================================================================

import asyncio  # noqa: E402

from hermes_lite import build_mcp_server  # noqa: E402

HAVE_MCP = importlib.util.find_spec("mcp") is not None
TOOLS = {"remember", "recall", "verify", "forget", "digest", "stats"}


def text_of(result):
    """The single text block of a tool result."""
    assert len(result.content) == 1, result.content
    return result.content[0].text


def json_of(result):
    """A successful tool result, parsed: same value the library (and `--json`) returns."""
    assert not result.is_error, text_of(result)
    value = json.loads(text_of(result))
    if isinstance(value, dict):
        assert result.structured_content == value
    else:
        assert result.structured_content == {"result": value}
    return value


async def exercise(test, client, preexisting_id=None):
    """The common scenario: list tools, remember, recall, verify, forget, bad calls."""
    tools = {t.name: t for t in (await client.list_tools()).tools}
    test.assertEqual(set(tools), TOOLS)
    for t in tools.values():
        test.assertGreater(len(t.description or ""), 80, t.name)  # says when to call it
    props = tools["remember"].input_schema["properties"]
    test.assertEqual(tools["remember"].input_schema["required"], ["text"])
    test.assertIn("decision", props["category"]["enum"])
    test.assertEqual((props["importance"]["minimum"], props["importance"]["maximum"]), (1, 10))
    test.assertTrue(tools["recall"].annotations.read_only_hint)
    test.assertTrue(tools["forget"].annotations.destructive_hint)

    added = json_of(await client.call_tool(
        "remember", {"text": "The user prefers uv over pip for Python installs",
                     "category": "preference", "importance": 8}))
    test.assertTrue({"id", "action", "conflicts", "redacted"} <= set(added))
    mid = added["id"]

    hits = json_of(await client.call_tool("recall", {"query": "uv pip", "top_k": 5}))
    test.assertIsInstance(hits, list)
    test.assertIn(mid, [h["id"] for h in hits])
    if preexisting_id:
        hits = json_of(await client.call_tool("recall", {"query": "sqlite WAL"}))
        test.assertIn(preexisting_id, [h["id"] for h in hits])

    json_of(await client.call_tool("verify", {"id": mid}))
    hit = [h for h in json_of(await client.call_tool("recall", {"query": "uv"})) if h["id"] == mid]
    test.assertTrue(hit and hit[0]["execution_verified"])

    preview = json_of(await client.call_tool(
        "digest", {"text": "- We decided to ship the MCP server as an optional extra\n- ok"}))
    test.assertIsInstance(preview, dict)
    stats = json_of(await client.call_tool("stats", {}))
    test.assertIsInstance(stats, dict)

    json_of(await client.call_tool("forget", {"id": mid}))
    hits = json_of(await client.call_tool("recall", {"query": "uv pip"}))
    test.assertNotIn(mid, [h["id"] for h in hits])

    # Bad calls come back as tool errors (isError), and the server keeps serving.
    for name, args, needle in [
        ("forget", {"id": mid}, mid),                       # already gone: HermesError
        ("verify", {"id": "no-such-id"}, "no-such-id"),     # HermesError: not an id
        ("remember", {"text": "x y z", "category": "bogus"}, "category"),  # schema
        ("remember", {"text": "x y z", "importance": 11}, "importance"),  # schema
    ]:
        r = await client.call_tool(name, args)
        test.assertTrue(r.is_error, (name, args))
        test.assertIn(needle, text_of(r))
    test.assertIsInstance(json_of(await client.call_tool("stats", {})), dict)
    return sorted(tools)


@unittest.skipUnless(HAVE_MCP, "needs the optional extra: pip install '.[mcp]'")
class TestMCP(Case):
    def test_in_process(self):
        from mcp import Client

        for mode in ("auto", "legacy"):  # 2026-07-28 discover, and the initialize handshake
            with self.subTest(mode=mode):
                server = build_mcp_server(HermesLite(self.root))

                async def go():
                    async with Client(server, mode=mode) as client:
                        return await exercise(self, client)

                self.assertEqual(asyncio.run(go()), sorted(TOOLS))

    def test_sees_writes_from_other_processes(self):
        """A memory written by another HermesLite (CLI, cron) on the same root while the
        server runs is visible to the server's next recall."""
        from mcp import Client

        server = build_mcp_server(HermesLite(self.root))

        async def go():
            async with Client(server) as client:
                json_of(await client.call_tool("stats", {}))  # server has touched the store
                other = subprocess.run(
                    [sys.executable, "-c",
                     "import sys, json; sys.path.insert(0, sys.argv[2]);"
                     "from hermes_lite import HermesLite;"
                     "print(json.dumps(HermesLite(sys.argv[1]).remember("
                     "'Deploys go out on Thursdays', category='decision')))",
                     str(self.root), str(HERE)], capture_output=True, text=True, check=True)
                mid = json.loads(other.stdout)["id"]
                hits = json_of(await client.call_tool("recall", {"query": "deploys Thursdays"}))
                self.assertIn(mid, [h["id"] for h in hits])

        asyncio.run(go())

    def test_stdio_subprocess(self):
        from mcp import Client, StdioServerParameters

        # Written before the server starts, as by the CLI: the first recall must find it.
        seed = HermesLite(self.root).remember(
            "The store uses sqlite in WAL mode", category="config")["id"]
        params = StdioServerParameters(command=sys.executable, args=[SCRIPT, "mcp", "--root", str(self.root)],
                                       cwd=str(HERE), env=dict(os.environ))

        async def go():
            t0 = time.perf_counter()
            async with Client(params) as client:
                t_conn = time.perf_counter() - t0
                hits = json_of(await client.call_tool("recall", {"query": "sqlite WAL"}))
                t_recall = time.perf_counter() - t0
                self.assertIn(seed, [h["id"] for h in hits])
                names = await exercise(self, client, preexisting_id=seed)
                return names, t_conn, t_recall, client.protocol_version

        names, t_conn, t_recall, version = asyncio.run(go())
        MCP_FIGURES.update(protocol=version, tools=names, connect_ms=round(t_conn * 1000),
                           first_recall_ms=round(t_recall * 1000))
        self.assertEqual(names, sorted(TOOLS))


class TestMCPMissingSDK(Case):
    def test_hint_without_sdk(self):
        """Without the extra, `mcp` exits non-zero with the install line on stderr."""
        code = ("import runpy, sys; sys.modules['mcp'] = None; "  # makes `import mcp` fail
                "sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')")
        p = subprocess.run([sys.executable, "-c", code, SCRIPT, "mcp", "--root", str(self.root)], cwd=HERE,
                           capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60)
        self.assertNotEqual(p.returncode, 0)
        self.assertEqual(p.stdout, "")
        self.assertIn("pip install 'mcp>=2,<3'", p.stderr)
        self.assertNotIn("agent-memory[", p.stderr)   # not on a package index: that command fails
