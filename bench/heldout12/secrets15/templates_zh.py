"""Chinese / mixed templates for r15. Each returns (text, secrets, must_keep)."""
import values as V
from templates_en import USERS, HOSTS

POS, NEG = [], []


def pos(kind, family):
    def d(f):
        POS.append((f.__name__, kind, family, f))
        return f
    return d


ZH_FRAMES = ["", "备注：", "来自运维手册：", "[记忆 2026-11-%02d] ", "用户提到：", "工单 OPS-%d 的上下文：",
             "今天会话小结——", "用户贴过来的：\n"]


def neg(kind):
    from templates_en import framed

    def d(f):
        def g(r):
            t, sec, keep = f(r)
            return framed(r, ZH_FRAMES, t), sec, keep
        g.__name__ = f.__name__
        NEG.append((f.__name__, kind, "negative", g))
        return f
    return d


@pos("password_prose", "prose_no_keyword")
def zh_login_as(r):
    u, p = r.choice(USERS), V.password(r)
    t = f"跳板机用 {u} 登录，后面那串是 {p}，别贴到群里。"
    return t, [p], ["跳板机用", "别贴到群里"]


@pos("password_prose", "prose_no_keyword")
def zh_archive(r):
    p = V.password_alnum(r)
    t = f"财务发来的压缩包（报销明细.rar）解压时输入 {p} 就行。"
    return t, [p], ["财务发来的压缩包", "就行"]


@pos("password_prose", "prose_no_keyword")
def zh_wifi(r):
    p = V.password_alnum(r)
    t = f"三楼会议室的无线网叫 Office-3F，连上要输 {p}。"
    return t, [p], ["三楼会议室的无线网", "Office-3F"]


@pos("password_prose", "prose_no_keyword")
def zh_sudo(r):
    p = V.password(r)
    t = f"测试机上 sudo 提示时敲 {p}，账号是 ubuntu。"
    return t, [p], ["测试机上", "账号是 ubuntu"]


@pos("password_prose", "prose_no_keyword")
def zh_colon_fw(r):
    u, p = r.choice(USERS), V.password_alnum(r)
    t = f"运维后台：账号 {u}，口令：{p}（下周轮换）"
    return t, [p], ["运维后台", "下周轮换"]


@pos("password_prose", "prose_no_keyword")
def zh_remember(r):
    p = V.password(r)
    t = f"用户让我记住：公司邮箱进去用的是 {p} ，别忘了。"
    return t, [p], ["用户让我记住", "公司邮箱"]


@pos("passphrase_words", "passphrase")
def zh_passphrase(r):
    ph = V.passphrase(r, r.randint(4, 6))
    t = f"移动硬盘的 BitLocker 解锁短语是「{ph}」，全小写。"
    return t, V.phrase_secrets(ph), ["移动硬盘的 BitLocker", "全小写"]


@pos("seed_phrase", "passphrase")
def zh_seed(r):
    ph = V.seed_phrase(r, 12)
    t = f"测试钱包助记词：{ph}。已抄在纸上放保险柜。"
    return t, V.phrase_secrets(ph, 4), ["测试钱包助记词", "放保险柜"]


@pos("split_secret", "split_wrapped")
def zh_split(r):
    k = V.sk_live(r)
    a, b = k[:len(k) // 2], k[len(k) // 2:]
    t = f"Stripe 密钥太长我分两段发：前半段 {a}\n后半段 {b}\n拼起来用。"
    return t, [a, b], ["分两段发", "拼起来用"]


@pos("split_secret", "split_wrapped")
def zh_wrapped(r):
    k = V.openai(r)
    a, b = k[:80], k[80:]
    t = f"OPENAI_API_KEY 如下（终端自动换行了）：\n{a}\n{b}"
    return t, [a, b], ["OPENAI_API_KEY", "终端自动换行了"]


@pos("session_cookie", "cookie")
def zh_cookie(r):
    c = V.cookie_val(r)
    t = f"复现问题要带上我的登录态，Cookie 里 SESSION={c}，明天过期。"
    return t, [c], ["复现问题要带上我的登录态", "明天过期"]


@pos("session_cookie", "cookie")
def zh_cookie_header(r):
    c = V.hex_secret(r, 40)
    t = f"抓包看到的请求头：\nCookie: PHPSESSID={c}; lang=zh-CN\nReferer: https://shop.example.cn/cart"
    return t, [c], ["抓包看到的请求头", "lang=zh-CN"]


@pos("config_format", "config_format")
def zh_pgpass(r):
    p = V.password_alnum(r)
    t = f"堡垒机上的 ~/.pgpass 内容：\n{r.choice(HOSTS)}:5432:*:report:{p}"
    return t, [p], ["堡垒机上的 ~/.pgpass 内容"]


@pos("config_format", "config_format")
def zh_properties(r):
    p = V.password(r)
    t = f"# 生产库配置\njdbc.url=jdbc:mysql://{r.choice(HOSTS)}:3306/erp?useSSL=true\njdbc.user=erp_app\njdbc.password={p}"
    return t, [p], ["# 生产库配置", "jdbc.user=erp_app"]


@pos("config_format", "config_format")
def zh_k8s(r):
    tok = V.dop(r)
    b = V.b64_plain(tok)
    t = f"贴一下 k8s 的 Secret：\napiVersion: v1\nkind: Secret\nmetadata:\n  name: do-creds\ndata:\n  token: {b}"
    return t, [b], ["贴一下 k8s 的 Secret", "name: do-creds"]


@pos("config_format", "config_format")
def zh_compose(r):
    p = V.password(r)
    t = f"docker-compose 里 redis 那段：\n  redis:\n    image: redis:7\n    command: redis-server --requirepass {p}"
    return t, [p], ["docker-compose 里 redis 那段", "image: redis:7"]


@pos("config_format", "config_format")
def zh_xml(r):
    p = V.password(r)
    t = f"MyBatis 配置：<property name=\"username\" value=\"crm\"/><property name=\"password\" value=\"{p}\"/>"
    return t, [p], ["MyBatis 配置", 'value="crm"']


@pos("config_format", "config_format")
def zh_systemd(r):
    k = V.anthropic(r)
    t = f"服务单元文件里加了一行：\nEnvironment=ANTHROPIC_API_KEY={k}\n然后 systemctl daemon-reload。"
    return t, [k], ["服务单元文件里加了一行", "systemctl daemon-reload"]


@pos("positional_arg", "code_positional")
def zh_code_connect(r):
    p = V.password(r)
    t = f"# 连接报表库\nconn = pymssql.connect('{r.choice(HOSTS)}', 'sa', '{p}', 'report')"
    return t, [p], ["# 连接报表库"]


@pos("positional_arg", "code_positional")
def zh_code_ftp(r):
    p = V.password(r)
    t = f"ftp = FTP('ftp.vendor.cn')\nftp.login('upload', '{p}')  # 供应商给的账号"
    return t, [p], ["ftp = FTP('ftp.vendor.cn')", "# 供应商给的账号"]


@pos("cli_flag", "cli")
def zh_cli_7z(r):
    p = V.password_alnum(r)
    t = f"把日志打包加密：7z a -p{p} -mhe=on logs.7z ./logs"
    return t, [p], ["把日志打包加密", "logs.7z ./logs"]


@pos("cli_flag", "cli")
def zh_cli_mysql(r):
    p = V.password_alnum(r)
    t = f"命令历史：mysql -uroot --password={p} -e 'show databases;'"
    return t, [p], ["命令历史", "show databases;"]


@pos("cli_flag", "cli")
def zh_cli_rabbit(r):
    p = V.password(r)
    t = f"新建 MQ 用户：rabbitmqctl change_password order_svc {p}"
    return t, [p], ["新建 MQ 用户"]


@pos("key_pair", "key_pair")
def zh_aliyun_pair(r):
    kid, ks = "LTAI" + V.s(r, V.B62, 20), V.s(r, V.B62, 30)
    t = f"阿里云 OSS 的 AccessKey ID：{kid}，对应的 Secret：{ks}，只给了上传权限。"
    return t, [kid, ks], ["阿里云 OSS 的 AccessKey ID", "只给了上传权限"]


@pos("key_pair", "key_pair")
def zh_aws_pair(r):
    a, s = V.akia(r), V.aws_secret(r)
    t = f"导出任务用的 IAM 密钥对：{a} / {s}"
    return t, [a, s], ["导出任务用的 IAM 密钥对"]


@pos("key_pair", "key_pair")
def zh_tencent_pair(r):
    sid, sk = "AKID" + V.s(r, V.B62, 32), V.s(r, V.B62, 32)
    t = f"腾讯云 SecretId={sid}\nSecretKey={sk}"
    return t, [sid, sk], ["腾讯云 SecretId", "SecretKey"]


def _zprov(name, fn, label):
    @pos(name, "provider_token")
    def f(r):
        k = fn(r)
        forms = [
            (f"{label}：{k}（只读权限）", [label, "只读权限"]),
            (f"帮我记一下 {label}，是 {k}。", ["帮我记一下", label]),
            (f"新的{label}已经生成：\n{k}\n旧的作废。", ["已经生成", "旧的作废"]),
        ]
        t, keep = r.choice(forms)
        return t, [k], keep
    f.__name__ = "zh_prov_" + name
    POS[-1] = (f.__name__, name, "provider_token", f)


for _n, _fn, _lab in [
    ("github_token", V.ghp, "GitHub 令牌"), ("gitlab_token", V.glpat, "GitLab 访问令牌"),
    ("slack_bot", V.xoxb, "Slack 机器人令牌"), ("stripe_live", V.sk_live, "Stripe 正式密钥"),
    ("openai_key", V.openai, "OpenAI 密钥"), ("anthropic_key", V.anthropic, "Claude 接口密钥"),
    ("hf_token", V.hf, "HuggingFace 令牌"), ("npm_token", V.npm, "npm 发布令牌"),
    ("pypi_token", V.pypi, "PyPI 上传令牌"), ("telegram_bot", V.telegram_bot, "电报机器人令牌"),
    ("discord_bot", V.discord_bot, "Discord 机器人令牌"), ("feishu_sign", lambda r: V.s(r, V.B62, 22) + V.s(r, "0123456789", 2), "飞书机器人签名密钥"),
    ("vault_token", V.vault, "Vault 令牌"), ("age_key", V.age_key, "age 私钥"),
    ("shopify_token", V.shpat, "Shopify 后台令牌"), ("notion_token", V.notion, "Notion 集成密钥"),
    ("invented_prefix", V.invented, "合作方接口密钥"), ("sendgrid_key", V.sendgrid, "SendGrid 密钥"),
]:
    _zprov(_n, _fn, _lab)


@pos("pem_private_key", "private_key")
def zh_pem(r):
    blk, sec = V.pem_block(r, "RSA PRIVATE KEY")
    t = f"证书私钥（nginx 用）：\n{blk}\n放到 /etc/nginx/ssl/ 下。"
    return t, sec, ["证书私钥（nginx 用）", "放到 /etc/nginx/ssl/ 下。"]


@pos("ssh_private_key", "private_key")
def zh_ssh(r):
    blk, sec = V.openssh_key(r)
    t = f"部署机的私钥，先存着：\n{blk}"
    return t, sec, ["部署机的私钥，先存着"]


@pos("conn_string", "conn_string")
def zh_conn(r):
    p = V.password_alnum(r)
    t = f"新的 Mongo 连接串：mongodb://admin:{p}@{r.choice(HOSTS)}:27017/?authSource=admin，替换掉旧的。"
    return t, [p], ["新的 Mongo 连接串", "替换掉旧的"]


@pos("conn_string", "conn_string")
def zh_conn_jdbc(r):
    p = V.password_alnum(r)
    t = f"达梦数据库连接：jdbc:dm://{r.choice(HOSTS)}:5236?user=SYSDBA&password={p}"
    return t, [p], ["达梦数据库连接"]


@pos("url_token", "url_token")
def zh_url(r):
    k = V.hex_secret(r, 64)
    t = f"钉钉告警机器人地址：https://oapi.dingtalk.com/robot/send?access_token={k}"
    return t, [k], ["钉钉告警机器人地址"]


@pos("url_token", "url_token")
def zh_wecom(r):
    k = V.uuid(r)
    t = f"企业微信群机器人：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k} ，发部署通知用。"
    return t, [k], ["企业微信群机器人", "发部署通知用"]


@pos("log_line", "log_trace")
def zh_log(r):
    k = V.ghp(r)
    t = f"[2026-11-03 09:12:44] 错误：拉取仓库失败 url=https://{k}@github.com/acme/infra.git 状态码=403"
    return t, [k], ["错误：拉取仓库失败", "状态码=403"]


@pos("mixed", "prose_no_keyword")
def zh_mixed(r):
    p = V.password(r)
    t = f"明天 demo 用的 admin 账号 password 我改成了 {p}，demo 完再改回去。"
    return t, [p], ["明天 demo 用的 admin 账号", "demo 完再改回去"]


# ---------------- negatives ----------------
@neg("neg_password_talk")
def zh_n_talk(r):
    t = r.choice([
        "用户说密码要定期更换，但没给具体的值。",
        "提醒：不要把口令、密钥写进记忆，改用保管库路径。",
        "他忘了邮箱密码，已经让 IT 重置了。",
        "讨论结论：登录改用通行密钥，不再用密码。",
        "密码长度至少 12 位，需包含大小写字母和数字。",
        "令牌过期时间改成 30 天，刷新令牌 90 天。",
        "这个接口需要 API 密钥，请向管理员申请。",
    ])
    return t, [], [t]


@neg("neg_hash_id")
def zh_n_sha(r):
    t = f"回滚到提交 {V.git_sha(r)}，原因是密码重置页面报错。"
    return t, [], [t]


@neg("neg_hash_id")
def zh_n_uuid(r):
    t = f"请求编号：{V.uuid(r)}，登录失败，原因：令牌无效。"
    return t, [], [t]


@neg("neg_hash_id")
def zh_n_checksum(r):
    t = f"安装包校验值（SHA256）：{V.sha256(r)}"
    return t, [], [t]


@neg("neg_placeholder")
def zh_n_placeholder(r):
    ph = r.choice(["<你的令牌>", "YOUR_TOKEN", "${API_KEY}", "******", "<在这里填写密码>"])
    t = f"文档示例：TOKEN={ph}，请替换成自己的。"
    return t, [], [f"TOKEN={ph}", "请替换成自己的"]


@neg("neg_password_number")
def zh_n_number(r):
    t = r.choice([
        f"密码：至少 {r.randint(8, 16)} 位；有效期 90 天。",
        f"password 重试次数上限 {r.randint(3, 6)} 次，之后锁定 15 分钟。",
        "密码服务端口：8443（见部署文档）。",
        f"密码策略编号 {r.randint(1000, 9999)}，适用于所有子公司。",
    ])
    return t, [], [t]


@neg("neg_secret_path")
def zh_n_path(r):
    t = r.choice([
        "密钥存在 Vault 的 secret/data/prod/mysql 下，用 vault kv get 取。",
        "数据库密码放在 SSM 参数 /prod/erp/db_password 里。",
        "环境变量名是 DB_PASSWORD 和 REDIS_AUTH，值由 CI 注入。",
    ])
    return t, [], [t]


@neg("neg_base64_plain")
def zh_n_b64(r):
    msg = r.choice(["deploy finished on node 3", "weekly report attached", "password reset email sent"])
    t = f"消息体是 base64：{V.b64_plain(msg)}，解出来是普通文本。"
    return t, [], [t]


@neg("neg_doc_example")
def zh_n_doc(r):
    t = "官方文档里的示例密钥 AKIAIOSFODNN7EXAMPLE 不是真的，别担心。"
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "官方文档里的示例密钥"]


@neg("neg_env_reference")
def zh_n_env(r):
    t = r.choice([
        "配置里写的是 password: ${MYSQL_PASSWORD}，实际值在 CI 变量里。",
        "jdbc.password=${jdbc.password.enc}  # 由配置中心解密",
        "token 从 os.getenv(\"FEISHU_TOKEN\") 读取。",
    ])
    return t, [], [t]


@neg("neg_long_identifier")
def zh_n_ident(r):
    t = r.choice([
        f"部署名称：order-service-gray-release-cn-north-{r.randint(1, 9)}-v2",
        "容器 token-rotator-6d9f8c7b4-qw8zt 重启了两次。",
        "任务 ID：etl-daily-password-audit-20261130 已完成。",
    ])
    return t, [], [t]


@neg("neg_redacted")
def zh_n_redacted(r):
    t = "清理后的配置：password=[已脱敏:password]，其余不变。"
    return t, [], [t]
