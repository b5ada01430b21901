#!/usr/bin/env python3
"""store_small.json: Pebble Notes, a three-person team (Flutter app + Go API). All hand-written."""
from common import mem, write_store

MEMORIES = [
    mem("s01", "Pebble's backend API is written in Go 1.22 and talks to a managed Supabase Postgres 15 instance; we chose Supabase over self-hosting in March.", "decision", 8),
    mem("s02", "Backend release: tag the commit vX.Y.Z on main, GitHub Actions builds the Docker image and Render deploys it automatically. Staging deploys from the develop branch on every push.", "runbook", 8),
    mem("s03", "Never run `supabase db reset` from a laptop: the CLI is linked to the production project, not staging, and it wipes every user's notes.", "gotcha", 10),
    mem("s04", "Maya prefers table-driven tests with testify for Go code; don't add gomock, write small hand-made fakes instead.", "preference", 6),
    mem("s05", "The iOS 2.0 build must be submitted to App Store review by January 15, 2027 so the Notion-import launch can go out on Feb 1.", "deadline", 9),
    mem("s06", "Jonas owns the Flutter app and push notifications; Maya owns the Go API and the database; Priya does design and the App Store listing.", "people", 6),
    mem("s07", "Commit messages follow Conventional Commits (feat:, fix:, chore:) and pull requests are squash-merged.", "convention", 5),
    mem("s08", "The free plan allows sync on 2 devices and 500 notes; the limits live in the plan_limits table, not in code.", "config", 7, verified=False),
    mem("s09", "团队决定移动端状态管理统一用 Riverpod，不再引入 Bloc。", "decision", 7),
    mem("s10", "Sentry 只在 release 构建里启用，traces_sample_rate 设为 0.2；debug 构建不上报。", "config", 6),
    mem("s11", "API 的错误响应统一用 RFC 7807 格式（application/problem+json），字段名一律 snake_case。", "convention", 5),
    mem("s12", "安卓推送走 FCM，调试通知别用模拟器，模拟器上经常拿不到 token，要用真机测。", "gotcha", 8),
]

LONG_GOMOCK = """I'm adding tests for the share-link service and they fail like this:

--- FAIL: TestCreateShareLink (0.00s)
    controller.go:137: missing call(s) to *mocks.MockNoteStore.Get(is anything, is equal to 42 (int64))
    controller.go:137: aborting test due to missing call(s)
FAIL	github.com/pebble/api/share	0.412s

I generated the mock with mockgen and wired it with gomock.NewController(t). Should I just add .AnyTimes() to the EXPECT, or is there a better way to structure this test so it stops being so brittle?"""

LONG_SENTRY = """Errors aren't reaching the dashboard. Here's main.dart:

Future<void> main() async {
  await SentryFlutter.init((o) {
    o.dsn = const String.fromEnvironment('SENTRY_DSN');
    o.tracesSampleRate = 1.0;
    o.debug = true;
  }, appRunner: () => runApp(const ProviderScope(child: PebbleApp())));
}

I'm running `flutter run` on my phone and throwing a test exception from the settings page, nothing shows up after 10 minutes. Is the DSN wrong, or is something else going on? Also is 1.0 fine for the sample rate?"""

LONG_RESET = """Staging is full of junk from the load test last week, so I want to clean it up before the demo tomorrow. Plan:

  supabase login
  supabase link            # already linked from earlier
  supabase db reset
  psql $DATABASE_URL -f seed/demo_notes.sql

Then I'll point the TestFlight build at it and record the video. Anything I'm missing before I run this? Should the seed run before or after the reset?"""

LONG_FCM = """Can't get notifications working on Android. Logcat:

W/FirebaseMessaging: Token retrieval failed: SERVICE_NOT_AVAILABLE. Will retry token retrieval
E/FirebaseMessaging: Failed to get FIS auth token
    java.util.concurrent.ExecutionException: java.io.IOException: SERVICE_NOT_AVAILABLE

This is on a Pixel 7 API 34 AVD image in Android Studio. google-services.json is in android/app, the iOS side works. I already tried wiping the AVD data twice. What should I check next?"""

LONG_HANDLER = """Can you review this handler before I open the PR?

func (h *Handler) GetNote(w http.ResponseWriter, r *http.Request) {
    id := chi.URLParam(r, "id")
    note, err := h.store.Get(r.Context(), id)
    if err != nil {
        w.WriteHeader(404)
        json.NewEncoder(w).Encode(map[string]string{"errorMessage": "note not found"})
        return
    }
    json.NewEncoder(w).Encode(note)
}

Mostly I'm unsure whether the error branch is right and whether I should distinguish not-found from a database error."""

LONG_TIMELINE = """Priya asked whether we can slip the iPhone 2.0 release by about two weeks. The Notion importer still chokes on nested toggles and Jonas wants time to rewrite the parser, so the new plan would be: code freeze January 20, TestFlight to the beta group January 22, send to Apple around January 25, public release whenever it's approved. Does that work for us, or does anything we've already committed to get in the way? Write me a short reply I can paste back to her."""

P = [
    # paraphrase
    ("Which database sits behind the Pebble API?", ["s01"], "paraphrase"),
    ("what language is our backend written in?", ["s01"], "paraphrase"),
    ("How do I get a backend change into production?", ["s02"], "paraphrase"),
    ("What happens when I push to develop?", ["s02"], "paraphrase"),
    ("Is it OK to wipe the database from my machine to clear out test data?", ["s03"], "paraphrase"),
    ("How should I fake dependencies in Go tests here?", ["s04"], "paraphrase"),
    ("When is the cutoff for sending the new iPhone version to Apple?", ["s05"], "paraphrase"),
    ("Who should I ask about the notification code in the app?", ["s06"], "paraphrase"),
    ("who handles the store screenshots and listing text?", ["s06"], "paraphrase"),
    ("How should I word my commit message?", ["s07"], "paraphrase"),
    ("How many phones can someone on the unpaid tier sync?", ["s08"], "paraphrase"),
    ("Where do we change how many notes a non-paying user gets?", ["s08"], "paraphrase"),
    ("Can I use Bloc for the new onboarding flow?", ["s09"], "paraphrase"),
    ("Why don't crashes from my debug build show up in our error tracker?", ["s10"], "paraphrase"),
    ("What should the JSON body look like when the API returns an error?", ["s11"], "paraphrase"),
    ("Notifications never arrive on my Android emulator, is that a bug in our code?", ["s12"], "paraphrase"),
    ("Do we merge PRs with a merge commit or do we rebase?", ["s07"], "paraphrase"),
    ("What share of transactions do we trace in production?", ["s10"], "paraphrase"),
    ("新页面的状态应该用什么来管理？", ["s09"], "paraphrase"),
    ("线上性能追踪的采样比例是多少？", ["s10"], "paraphrase"),
    ("接口报错时返回的 JSON 字段用驼峰还是下划线？", ["s11"], "paraphrase"),
    ("为什么我在模拟器上收不到推送？", ["s12"], "paraphrase"),
    # task
    ("Write the GitHub Actions step that ships the backend to production.", ["s02"], "task"),
    ("Add a handler that returns a 404 when a note doesn't exist.", ["s11"], "task"),
    ("Write unit tests for the note-sharing service in Go.", ["s04"], "task"),
    ("Set up state management for the settings screen in the Flutter app.", ["s09"], "task"),
    ("Write a script that wipes and reseeds the dev database.", ["s03"], "task"),
    ("Implement a check that stops a free user from adding a third device.", ["s08"], "task"),
    ("Initialize crash reporting in main.dart.", ["s10"], "task"),
    ("Draft the release timeline for the 2.0 iOS launch.", ["s05"], "task"),
    ("Write a test plan for push notifications on Android.", ["s12"], "task"),
    ("Write a Dockerfile for the API service.", ["s01"], "task"),
    ("Create the validation error response for a note title that's too long.", ["s11"], "task"),
    ("帮我写一下发布后端新版本的步骤文档。", ["s02"], "task"),
    # short
    ("deploy steps?", ["s02"], "short"),
    ("how do we release?", ["s02"], "short"),
    ("mocking in tests?", ["s04"], "short"),
    ("free tier limits?", ["s08"], "short"),
    ("who owns the API?", ["s06"], "short"),
    ("our db?", ["s01"], "short"),
    ("App Store deadline?", ["s05"], "short"),
    ("state management?", ["s09"], "short"),
    # crosslang
    ("后端是用什么语言写的？数据库用的哪个？", ["s01"], "crosslang"),
    ("怎么把后端发布到生产环境？", ["s02"], "crosslang"),
    ("我想在本地清空数据库重来，可以直接 reset 吗？", ["s03"], "crosslang"),
    ("iOS 2.0 最晚什么时候要提交审核？", ["s05"], "crosslang"),
    ("推送通知的代码归谁管？", ["s06"], "crosslang"),
    ("免费用户最多能同步几台设备？", ["s08"], "crosslang"),
    ("Go 代码的单元测试怎么写，能用 gomock 吗？", ["s04"], "crosslang"),
    ("提交信息有什么格式要求？", ["s07"], "crosslang"),
    ("Which state management library do we use in the mobile app?", ["s09"], "crosslang"),
    ("Is error reporting turned on for debug builds?", ["s10"], "crosslang"),
    ("What format do our API error responses use?", ["s11"], "crosslang"),
    ("Can I test push notifications on the Android emulator?", ["s12"], "crosslang"),
    # keyword
    ("Is supabase db reset safe to run?", ["s03"], "keyword"),
    ("What's in the plan_limits table?", ["s08"], "keyword"),
    ("Riverpod or Bloc?", ["s09"], "keyword"),
    ("Conventional Commits and squash-merge, is that our rule?", ["s07"], "keyword"),
    ("Does Render deploy the Docker image on its own after the tag?", ["s02"], "keyword"),
    # long
    (LONG_GOMOCK, ["s04"], "long"),
    (LONG_SENTRY, ["s10"], "long"),
    (LONG_RESET, ["s03"], "long"),
    (LONG_FCM, ["s12"], "long"),
    (LONG_HANDLER, ["s11"], "long"),
    (LONG_TIMELINE, ["s05"], "long"),
]

LONG_PANDAS = """Getting this when I run my analysis notebook:

Traceback (most recent call last):
  File "report.py", line 41, in <module>
    df["revenue_per_user"] = df["revenue"] / df["users"]
  File ".../pandas/core/frame.py", line 3761, in __getitem__
    indexer = self.columns.get_loc(key)
KeyError: 'users'

The CSV header is `date, revenue, users` and I load it with pd.read_csv("kpis.csv"). Printing df.columns shows the columns are there. What's going on?"""

LONG_REACT = """My React component re-renders forever and the browser tab freezes:

function Profile({ userId }) {
  const [user, setUser] = useState(null);
  const options = { headers: { Accept: "application/json" } };
  useEffect(() => {
    fetch(`/users/${userId}`, options).then(r => r.json()).then(setUser);
  }, [userId, options]);
  return <div>{user?.name}</div>;
}

The network tab shows hundreds of requests per second. I thought the dependency array was supposed to prevent exactly this. What am I doing wrong and what's the cleanest fix?"""

LONG_CAREER = """I've been a backend developer for about four years, mostly Java and a bit of Python. I keep going back and forth on whether to spend next year getting properly good at Rust or at Go. Rust seems more interesting and I like the type system, but most of the job ads near me ask for Go and Kubernetes. I have maybe five hours a week. How would you think about this choice, and what would a realistic learning plan look like for either one?"""

LONG_JAVA_ZH = """帮我看下这个报错，是 Spring Boot 启动时出来的：

org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'orderController':
Unsatisfied dependency expressed through field 'orderService';
nested exception is org.springframework.beans.factory.NoSuchBeanDefinitionException:
No qualifying bean of type 'com.shop.service.OrderService' available

OrderService 是个接口，实现类 OrderServiceImpl 上我加了 @Service，包路径是 com.shop.service.impl。启动类在 com.shop.app 下面。这是什么原因？怎么改？"""

LONG_PARTY = """My sister's 30th birthday is in three weeks and I said I'd organise something. Around fifteen people, half of them have kids, budget is roughly 400 euros, and she hates surprise parties. I was thinking of renting a cabin near a lake, but I'm not sure about the logistics with children and a few people who don't drive. Could you suggest two or three options with a rough plan for each, including food and something to do in the afternoon?"""

LONG_BASH = """Can you review this backup script? It runs from cron every night.

#!/bin/bash
SRC=/home/me/photos
DST=/mnt/backup/photos-$(date +%F)
mkdir $DST
cp -r $SRC/* $DST
find /mnt/backup -name 'photos-*' -mtime +30 -exec rm -rf {} \\;
echo done

Last week a folder with a space in its name didn't get copied and once the disk was not mounted and it filled up the root partition. How should I make it more robust?"""

N = [
    # general
    ("What's the difference between a goroutine and an OS thread?", [], "general"),
    ("How do I reverse a linked list in Python?", [], "general"),
    ("Explain what a B-tree index is.", [], "general"),
    ("What does HTTP status 418 mean?", [], "general"),
    ("How do I center a div with flexbox?", [], "general"),
    ("What is the CAP theorem?", [], "general"),
    ("How do I read a file line by line in Rust?", [], "general"),
    ("Python 里的装饰器是怎么工作的？", [], "general"),
    ("TCP 三次握手的过程是什么？", [], "general"),
    ("解释一下什么是闭包。", [], "general"),
    ("快速排序的平均时间复杂度是多少？", [], "general"),
    ("Docker 镜像和容器有什么区别？", [], "general"),
    ("What's the difference between let and const in JavaScript?", [], "general"),
    ("进程和线程的区别是什么？", [], "general"),
    # smalltalk
    ("Good morning!", [], "smalltalk"),
    ("thanks, that worked", [], "smalltalk"),
    ("lol ok", [], "smalltalk"),
    ("Can you recommend a good sci-fi novel?", [], "smalltalk"),
    ("I'm so tired today, long week.", [], "smalltalk"),
    ("今天天气不错。", [], "smalltalk"),
    ("谢谢你的帮助！", [], "smalltalk"),
    ("周末有什么好看的电影推荐吗？", [], "smalltalk"),
    ("What's a good name for a grey cat?", [], "smalltalk"),
    ("haha nice", [], "smalltalk"),
    # unrelated
    ("Write a bash one-liner that counts the lines in all .md files.", [], "unrelated"),
    ("Convert this JSON to YAML: {\"a\": 1, \"b\": [2, 3]}", [], "unrelated"),
    ("Write a SQL query for the top 5 customers by revenue from an orders table.", [], "unrelated"),
    ("Write a Python function that checks whether a string is a palindrome.", [], "unrelated"),
    ("Generate a .gitignore for a Node project.", [], "unrelated"),
    ("用 JavaScript 写一个防抖函数。", [], "unrelated"),
    ("帮我写一个把 CSV 转成 Markdown 表格的 Python 脚本。", [], "unrelated"),
    ("Make a regex that matches ISO 8601 dates.", [], "unrelated"),
    ("Explain this error: TypeError: 'NoneType' object is not subscriptable", [], "unrelated"),
    ("写一个二分查找。", [], "unrelated"),
    ("Write a Makefile target that runs black and isort.", [], "unrelated"),
    # nearmiss
    ("What's the history of the Postgres project?", [], "nearmiss"),
    ("How does Go's garbage collector work?", [], "nearmiss"),
    ("How much does Supabase charge for its Pro plan?", [], "nearmiss"),
    ("How do I write a Riverpod provider with autoDispose?", [], "nearmiss"),
    ("What's new in Flutter 3.24?", [], "nearmiss"),
    ("How does Render's pricing compare with Fly.io?", [], "nearmiss"),
    ("How do Apple's review guidelines treat in-app subscriptions in general?", [], "nearmiss"),
    ("Sentry 和 Datadog 有什么区别？", [], "nearmiss"),
    ("Flutter 的热重载原理是什么？", [], "nearmiss"),
    ("Go 的泛型是哪个版本引入的？", [], "nearmiss"),
    ("What's the iOS 18 release date?", [], "nearmiss"),
    ("How do web push notifications work with service workers?", [], "nearmiss"),
    ("What changed between Postgres 15 and 16?", [], "nearmiss"),
    ("How do I deploy a static site to GitHub Pages for my personal blog?", [], "nearmiss"),
    ("安卓 14 有哪些新的权限变化？", [], "nearmiss"),
    ("What's a good note-taking method for studying, like Cornell notes?", [], "nearmiss"),
    ("How do Docker multi-stage builds reduce image size?", [], "nearmiss"),
    ("Who was Maya Angelou?", [], "nearmiss"),
    ("How do I export my notes out of Apple Notes?", [], "nearmiss"),
    ("用 Go 写一个读取环境变量并给默认值的例子。", [], "unrelated"),
    # long
    (LONG_PANDAS, [], "long"),
    (LONG_REACT, [], "long"),
    (LONG_CAREER, [], "long"),
    (LONG_JAVA_ZH, [], "long"),
    (LONG_PARTY, [], "long"),
    (LONG_BASH, [], "long"),
]


def main():
    return write_store("store_small.json", "pebble-notes (round 8, small)", MEMORIES, P + N, "sp")


if __name__ == "__main__":
    print(main())
