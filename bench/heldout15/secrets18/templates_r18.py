# Templates for gen_r18.py (exec'd inside it: P, N, S, F, R, helpers are in scope).
# ⟦gen⟧ = secret slot, ⟨gen⟩ = filler slot. Each template = one group.

# ---------------------------------------------------------------- helpers for function templates

def _pem(label):
    lines = pem_lines()
    return lines, f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def _pem_secrets(lines):
    return [lines[0], lines[len(lines) // 2], lines[-1]]


def t_gcp_sa():
    lines = pem_lines()
    body = "\\n".join(lines)
    proj = F["proj"]()
    text = ('{\n  "type": "service_account",\n  "project_id": "' + proj + '-prod",\n  "private_key_id": "' + rs(HEX, 40) +
            '",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n' + body + '\\n-----END PRIVATE KEY-----\\n",\n'
            '  "client_email": "loader@' + proj + '-prod.iam.gserviceaccount.com"\n}')
    return text, _pem_secrets(lines), ['"type": "service_account"', '"client_email"']


def t_alipay_pem():
    lines, block = _pem("RSA PRIVATE KEY")
    return "支付宝开放平台的应用私钥，沙箱转正式的时候要换：\n" + block, _pem_secrets(lines), ["支付宝开放平台的应用私钥"]


def t_openssh():
    lines, block = _pem("OPENSSH PRIVATE KEY")
    return "$ cat ~/.ssh/id_ed25519\n" + block + "\n$ chmod 600 ~/.ssh/id_ed25519", _pem_secrets(lines), ["$ cat ~/.ssh/id_ed25519", "$ chmod 600 ~/.ssh/id_ed25519"]


def t_k8s_tls():
    lines = pem_lines()
    ind = "\n    ".join(lines)
    text = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: ingress-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n"
            "    -----BEGIN EC PRIVATE KEY-----\n    " + ind + "\n    -----END EC PRIVATE KEY-----")
    return text, _pem_secrets(lines), ["name: ingress-tls", "type: kubernetes.io/tls"]


def t_env_pem():
    lines = pem_lines()
    text = 'JWT_ISSUER=https://auth.' + F["dom"]() + '\nJWT_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n' + "\\n".join(lines) + '\\n-----END PRIVATE KEY-----"'
    return text, _pem_secrets(lines), ["JWT_ISSUER", "JWT_PRIVATE_KEY"]


def t_docker_auth():
    user, p = F["user"](), urlpw()
    a = base64.b64encode(f"{user}:{p}".encode()).decode()
    reg = R.choice(["registry.gitlab.com", "harbor." + F["dom"](), "ghcr.io"])
    text = '~/.docker/config.json:\n{\n  "auths": {\n    "' + reg + '": {\n      "auth": "' + a + '"\n    }\n  }\n}'
    return text, [a], ["~/.docker/config.json", '"auths"']


def t_k8s_b64():
    p = pw()
    a = base64.b64encode(p.encode()).decode()
    text = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + F["proj"]() + "-db\ntype: Opaque\ndata:\n  username: " +
            base64.b64encode(F["user"]().encode()).decode() + "\n  password: " + a)
    return text, [a], ["kind: Secret", "type: Opaque"]


def t_basic_auth():
    a = base64.b64encode(f"{F['user']()}:{pw()}".encode()).decode()
    text = f"POST /api/import HTTP/1.1\nHost: {F['host']()}\nAuthorization: Basic {a}\nContent-Type: text/csv"
    return text, [a], ["POST /api/import HTTP/1.1", "Content-Type: text/csv"]


def t_wrap_oai():
    k = S["oai"]()
    cut = R.randint(55, 80)
    text = f"$ env | grep KEY\nOPENAI_API_KEY={k[:cut]}\n{k[cut:]}\n$ python run_eval.py"
    return text, [k[:cut], k[cut:]], ["$ env | grep KEY", "OPENAI_API_KEY", "$ python run_eval.py"]


def t_wrap_ant_zh():
    k = S["ant"]()
    cut = R.randint(50, 70)
    text = f"Claude 的 key 太长，微信里被折成两行了：\n{k[:cut]}\n{k[cut:]}\n拼起来用就行"
    return text, [k[:cut], k[cut:]], ["Claude 的 key 太长，微信里被折成两行了", "拼起来用就行"]


def t_wrap_pw_en():
    a, b = rs(A62, R.randint(8, 10)), rs(A62, R.randint(8, 10))
    text = (f"the restore password is long so I'll split it. starts with {a}\n"
            f"and ends with {b} (no space between them)")
    return text, [a, b], ["the restore password is long so I'll split it.", "(no space between them)"]


def t_b64_ordinary():
    msg = R.choice(["build finished", "hello from the staging cron", "deploy ok", "{\"page\":2,\"sort\":\"asc\"}", "user-preferences-v2"])
    b = base64.b64encode(msg.encode()).decode()
    text = f"echo {b} | base64 -d   # prints: {msg}"
    return text, [], [text]


def t_b64_ordinary_zh():
    msg = R.choice(["今天的周报", "report-2024-q3", "cursor:page=3", "hello world"])
    b = base64.b64encode(msg.encode()).decode()
    text = f"接口返回的 next_cursor 是 {b}，解码后就是 {msg}，只是分页游标"
    return text, [], [text]


def t_sshpub():
    b = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43)
    text = f"ssh-ed25519 {b} {F['user']()}@laptop — please add this public key to authorized_keys on {F['host']()}"
    return text, [], [text]


def t_sshpub_zh():
    b = "AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + rs(B64, 342)
    text = f"把这个公钥加到 authorized_keys 里：ssh-rsa {b} {F['zhname']()}@mbp"
    return text, [], [text]


# ================================================================= POSITIVES: typed provider tokens
P("github_token", "en", "git remote set-url origin https://⟨user⟩:⟦ghp⟧@github.com/⟨proj⟩/infra.git", ["git remote set-url origin"])
P("github_token", "zh", 'g = Github("⟦ghp⟧")  # 先用我的 token 跑通，之后换成机器人账号', ["# 先用我的 token 跑通，之后换成机器人账号"])
P("github_pat", "en", "echo ⟦ghpat⟧ | gh auth login --with-token", ["gh auth login --with-token"])
P("github_app_token", "en", "[⟨date⟩ ⟨time⟩] DEBUG installation token refreshed: ⟦ghs⟧ (expires in 60m)", ["installation token refreshed", "(expires in 60m)"])
P("github_oauth", "zh", "OAuth 回调拿到的 access_token=⟦gho⟧&scope=repo&token_type=bearer，我先存下来调试", ["我先存下来调试"])
P("gitlab_token", "zh", "CI 里拉私有包失败，我先在 runner 上手动设了 GITLAB_PRIVATE_TOKEN=⟦glpat⟧ 再重跑", ["CI 里拉私有包失败", "再重跑"])
P("gitlab_runner", "en", "gitlab-runner register --non-interactive --url https://⟨host⟩/ --token ⟦glrt⟧ --executor docker", ["gitlab-runner register --non-interactive", "--executor docker"])
P("git_credentials", "en", "~/.git-credentials contains a single line: https://⟨user⟩:⟦glpat⟧@⟨host⟩", ["~/.git-credentials contains a single line"])
P("slack_bot_token", "en", 'client = WebClient("⟦xoxb⟧")\nclient.chat_postMessage(channel="#deploys", text="done")', ['client.chat_postMessage(channel="#deploys", text="done")'])
P("slack_user_token", "zh", "用我的 user token 调一下搜索：curl -H 'Authorization: Bearer ⟦xoxp⟧' 'https://slack.com/api/search.messages?query=incident'", ["用我的 user token 调一下搜索"])
P("slack_app_token", "en", "socket_mode:\n  enabled: true\n  app_token: ⟦xapp⟧", ["socket_mode:", "enabled: true"])
P("slack_webhook", "en", "Alerts currently post to https://hooks.slack.com/services/⟨slackT⟩/⟦slackhk⟧ (channel #oncall)", ["Alerts currently post to", "(channel #oncall)"])
P("discord_webhook", "zh", "告警推到 Discord 频道：https://discord.com/api/webhooks/⟨snow⟩/⟦dischk⟧ ，别外传", ["告警推到 Discord 频道", "别外传"])
P("telegram_bot", "zh", "机器人是 @⟨proj⟩_notify_bot，BotFather 给的是 ⟦tgbot⟧ ，群 id 是 -100⟨big⟩", ["BotFather 给的是", "群 id 是 -100"])
P("telegram_bot", "en", "requests.post(f\"https://api.telegram.org/bot⟦tgbot⟧/sendMessage\", data={\"chat_id\": CHAT, \"text\": msg})", ['data={"chat_id": CHAT, "text": msg}'])
P("stripe_secret", "en", 'import stripe\nstripe.api_key = "⟦sklive⟧"\nstripe.Refund.create(payment_intent=pi_id)', ["stripe.api_key", "stripe.Refund.create(payment_intent=pi_id)"])
P("stripe_restricted", "zh", "对账脚本用的是受限 key ⟦rklive⟧ ，只有 charges 的读权限", ["对账脚本用的是受限 key", "只有 charges 的读权限"])
P("webhook_signing", "en", "stripe listen --forward-to localhost:3000/webhook\n> Ready! Your webhook signing secret is ⟦whsec⟧ (^C to quit)", ["stripe listen --forward-to localhost:3000/webhook", "(^C to quit)"])
P("aws_keypair", "en", "[default]\naws_access_key_id = ⟦akia⟧\naws_secret_access_key = ⟦awssec⟧\nregion = ⟨region⟩", ["aws_access_key_id", "aws_secret_access_key", "[default]"])
P("aws_keypair", "zh", "新建的 IAM 用户 ⟨user⟩：AK ⟦akia⟧ / SK ⟦awssec⟧ ，只给了 s3:GetObject 权限", ["新建的 IAM 用户", "只给了 s3:GetObject 权限"])
P("aws_session", "en", "export AWS_ACCESS_KEY_ID=⟦asia⟧\nexport AWS_SECRET_ACCESS_KEY=⟦awssec⟧\nexport AWS_SESSION_TOKEN=⟦awssess⟧", ["export AWS_ACCESS_KEY_ID", "export AWS_SECRET_ACCESS_KEY", "export AWS_SESSION_TOKEN"])
P("aws_cli_arg", "en", "aws configure set aws_secret_access_key ⟦awssec⟧ --profile ⟨proj⟩-prod", ["aws configure set aws_secret_access_key", "--profile"])
P("google_api_key", "en", "Geocoding works again: https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=⟦aiza⟧", ["Geocoding works again"])
P("google_api_key", "zh", "Gemini 的 key 是 ⟦aiza⟧ ，免费额度每分钟 15 次", ["Gemini 的 key 是", "免费额度每分钟 15 次"])
P("gcp_oauth_secret", "zh", '下载下来的 client_secret.json 内容：{"web":{"client_id":"⟨big⟩-⟨hex12⟩.apps.googleusercontent.com","client_secret":"⟦gocspx⟧","redirect_uris":["http://localhost:8080/cb"]}}', ["下载下来的 client_secret.json 内容", '"client_secret"', '"redirect_uris"'])
P("gcp_service_account", "en", t_gcp_sa)
P("azure_client_secret", "en", "az login --service-principal -u ⟨uuid⟩ -p ⟦azsec⟧ --tenant ⟨uuid⟩", ["az login --service-principal", "--tenant"])
P("azure_client_secret", "zh", "Azure AD 应用（client id ⟨uuid⟩）的客户端密码刚轮换，新值 ⟦azsec⟧ ，旧的周五失效", ["Azure AD 应用（client id", "旧的周五失效"])
P("azure_storage", "en", "DefaultEndpointsProtocol=https;AccountName=⟨proj⟩store;AccountKey=⟦azstor⟧;EndpointSuffix=core.windows.net", ["DefaultEndpointsProtocol=https", "EndpointSuffix=core.windows.net"])
P("openai_key", "en", 'from openai import OpenAI\nclient = OpenAI(api_key="⟦oai⟧")', ["from openai import OpenAI", "client = OpenAI("])
P("openai_key", "zh", "我的 OpenAI key 在这：⟦oai⟧ 你先用着，月底前额度够", ["我的 OpenAI key 在这", "你先用着，月底前额度够"])
P("anthropic_key", "en", 'curl https://api.anthropic.com/v1/messages -H "x-api-key: ⟦ant⟧" -H "anthropic-version: 2023-06-01"', ["curl https://api.anthropic.com/v1/messages", "anthropic-version: 2023-06-01"])
P("wrapped_key", "zh", t_wrap_ant_zh)
P("wrapped_key", "en", t_wrap_oai)
P("hf_token", "en", "huggingface-cli login --token ⟦hf⟧ --add-to-git-credential", ["huggingface-cli login", "--add-to-git-credential"])
P("hf_token", "zh", 'from huggingface_hub import login\nlogin("⟦hf⟧")  # 组里共用的只读 token', ["from huggingface_hub import login", "# 组里共用的只读 token"])
P("llm_key", "en", "- name: Run evals\n  env:\n    REPLICATE_API_TOKEN: ⟦r8⟧\n  run: python evals.py", ["- name: Run evals", "run: python evals.py"])
P("llm_key", "en", '{"providers": {"groq": {"api_key": "⟦gsk⟧"}, "perplexity": {"api_key": "⟦pplx⟧"}}}', ['"providers"', '"groq"', '"perplexity"'])
P("llm_key", "en", "export XAI_API_KEY='⟦xai⟧'  # grok, billed to the research card", ["export XAI_API_KEY", "# grok, billed to the research card"])
P("llm_key", "en", "OPENROUTER_API_KEY=⟦orkey⟧ python agent.py --model anthropic/claude-3.5-sonnet", ["python agent.py --model anthropic/claude-3.5-sonnet"])
P("cn_llm_key", "zh", "DeepSeek 的 key 我放 .env 里了：DEEPSEEK_API_KEY=⟦skhex⟧，base_url 用 https://api.deepseek.com", ["DeepSeek 的 key 我放 .env 里了", "DEEPSEEK_API_KEY", "https://api.deepseek.com"])
P("cn_llm_key", "zh", 'dashscope.api_key = "⟦skhex⟧"  # 通义千问，百炼控制台生成的', ["dashscope.api_key", "# 通义千问，百炼控制台生成的"])
P("cn_llm_key", "zh", "Kimi 那边开了个新 key：⟦sk48⟧ ，限速 3 RPM，别拿去跑批量", ["Kimi 那边开了个新 key", "限速 3 RPM，别拿去跑批量"])
P("cn_llm_key", "zh", "智谱的 key 格式是 id.secret，我这个是 ⟦zhipu⟧ ，GLM-4 能调", ["智谱的 key 格式是 id.secret", "GLM-4 能调"])
P("cn_llm_key", "en", "POST https://api.siliconflow.cn/v1/chat/completions\nAuthorization: Bearer ⟦sklow⟧\nContent-Type: application/json", ["POST https://api.siliconflow.cn/v1/chat/completions", "Content-Type: application/json"])
P("npm_token", "en", "//registry.npmjs.org/:_authToken=⟦npm⟧\nalways-auth=true\nsave-exact=true", ["always-auth=true", "save-exact=true"])
P("pypi_token", "en", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ⟦pypi⟧", ["[distutils]", "username = __token__"])
P("docker_pat", "zh", "echo ⟦dckr⟧ | docker login -u ⟨user⟩ --password-stdin  # 推镜像前先登录", ["--password-stdin", "# 推镜像前先登录"])
P("docker_auth", "en", t_docker_auth)
P("sendgrid_key", "en", "sg = SendGridAPIClient('⟦sg⟧')\nresp = sg.send(message)", ["sg = SendGridAPIClient(", "resp = sg.send(message)"])
P("mailgun_key", "en", "curl -s --user 'api:⟦mgun⟧' https://api.mailgun.net/v3/mg.⟨dom⟩/messages -F to=⟨email⟩", ["curl -s --user"])
P("twilio_auth", "en", 'client = Client("AC⟨hex32⟩", "⟦hex32⟧")\nclient.messages.create(to=phone, from_=SENDER, body=code)', ["client = Client(", "client.messages.create(to=phone, from_=SENDER, body=code)"])
P("shopify_token", "zh", "店铺后台 Admin API 的 access token：⟦shpat⟧（只读订单）", ["店铺后台 Admin API 的 access token", "（只读订单）"])
P("datadog_keys", "en", "DD_API_KEY=⟦hex32⟧\nDD_APP_KEY=⟦hex40⟧\nDD_SITE=datadoghq.eu", ["DD_API_KEY", "DD_APP_KEY", "DD_SITE=datadoghq.eu"])
P("newrelic_key", "zh", "New Relic 的 user key ⟦nrak⟧ 我放在 terraform.tfvars 里了，别提交", ["New Relic 的 user key", "别提交"])
P("sentry_token", "en", "sentry-cli --auth-token ⟦sntry⟧ releases new ⟨ver⟩", ["sentry-cli", "releases new"])
P("grafana_token", "en", 'TOKEN = "⟦glsa⟧"\nheaders = {"Authorization": f"Bearer {TOKEN}"}', ['headers = {"Authorization": f"Bearer {TOKEN}"}'])
P("digitalocean_token", "en", "doctl auth init -t ⟦dop⟧ --context personal", ["doctl auth init", "--context personal"])
P("linear_key", "zh", "Linear 的个人 API key：⟦lin⟧ ，用来让 agent 自动建 issue", ["Linear 的个人 API key", "用来让 agent 自动建 issue"])
P("notion_token", "en", 'notion = Client(auth="⟦ntn⟧")\ndb = notion.databases.query(database_id=DB_ID)', ["notion = Client(", "db = notion.databases.query(database_id=DB_ID)"])
P("atlassian_token", "en", "curl -u ⟨email⟩:⟦atatt⟧ https://⟨proj⟩.atlassian.net/rest/api/3/myself", ["curl -u"])
P("figma_token", "zh", "Figma 插件请求要带 X-Figma-Token 头，值填 ⟦figd⟧ 就行", ["Figma 插件请求要带 X-Figma-Token 头", "就行"])
P("aliyun_keypair", "zh", "阿里云 RAM 子账号 ⟨user⟩ 的 AccessKey ID 是 ⟦ltai⟧，AccessKey Secret 是 ⟦b62_30⟧，只开了 OSS", ["阿里云 RAM 子账号", "只开了 OSS"])
P("aliyun_keypair", "en", "aliyun configure set --profile ⟨proj⟩ --mode AK --region ⟨region⟩ --access-key-id ⟦ltai⟧ --access-key-secret ⟦b62_30⟧", ["aliyun configure set --profile", "--mode AK"])
P("tencent_keypair", "zh", "# 腾讯云 COS 上传脚本用\nexport TENCENTCLOUD_SECRET_ID=⟦akid⟧\nexport TENCENTCLOUD_SECRET_KEY=⟦b62_32⟧", ["# 腾讯云 COS 上传脚本用", "TENCENTCLOUD_SECRET_ID", "TENCENTCLOUD_SECRET_KEY"])
P("tencent_keypair", "en", 'cred = credential.Credential("⟦akid⟧", "⟦b62_32⟧")\nclient = cvm_client.CvmClient(cred, "ap-guangzhou")', ["cred = credential.Credential(", 'client = cvm_client.CvmClient(cred, "ap-guangzhou")'])
P("huawei_keypair", "zh", "华为云 OBS：AK=⟦hwak⟧ SK=⟦b62_40⟧ endpoint obs.cn-north-4.myhuaweicloud.com", ["华为云 OBS", "obs.cn-north-4.myhuaweicloud.com"])
P("volc_keypair", "zh", '火山引擎 TOS 的配置 {"ak": "⟦aklt⟧", "sk": "⟦volsk⟧", "region": "cn-beijing"}', ["火山引擎 TOS 的配置", '"region": "cn-beijing"'])
P("baidu_keypair", "zh", "百度智能云 BOS 的 AK / SK 分别是 ⟦hex32⟧ / ⟦hex32⟧ ，bucket 在华北", ["百度智能云 BOS 的 AK / SK 分别是", "bucket 在华北"])
P("qiniu_keypair", "en", "q = Auth('⟦url40⟧', '⟦url40⟧')\ntoken = q.upload_token(bucket, key, 3600)", ["q = Auth(", "token = q.upload_token(bucket, key, 3600)"])
P("feishu_secret", "zh", "飞书自建应用 App ID ⟨appid⟩，App Secret ⟦feisec⟧ ，用来换 tenant_access_token", ["飞书自建应用 App ID", "用来换 tenant_access_token"])
P("dingtalk_robot", "zh", "钉钉群机器人 webhook: https://oapi.dingtalk.com/robot/send?access_token=⟦hex64⟧ ，加签密钥 ⟦dsec⟧", ["钉钉群机器人 webhook", "加签密钥"])
P("wecom_webhook", "zh", "企业微信群机器人地址 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=⟦uuid⟧ 发构建通知用", ["企业微信群机器人地址", "发构建通知用"])
P("wechat_secret", "zh", "公众号 AppID ⟨wxid⟩，AppSecret：⟦wxsec⟧ ，拿 access_token 用的", ["公众号 AppID", "拿 access_token 用的"])
P("wechat_pay_key", "zh", "微信支付 APIv3 密钥（32 位）已经设置成 ⟦b62_32⟧ 了，商户号 ⟨mch⟩", ["微信支付 APIv3 密钥（32 位）已经设置成", "商户号"])
P("pem_private_key", "zh", t_alipay_pem)
P("pem_private_key", "en", t_openssh)
P("pem_private_key", "en", t_k8s_tls)
P("pem_private_key", "en", t_env_pem)
P("age_key", "en", "# created: ⟨date⟩T⟨time⟩Z\n# public key: ⟨agepub⟩\n⟦age⟧", ["# public key:"])
P("vault_token", "en", "vault login ⟦hvs⟧\nvault kv get secret/⟨proj⟩/db", ["vault login", "vault kv get secret/"])
P("vault_token", "zh", "VAULT_TOKEN=⟦hvs⟧ vault kv list secret/  # 临时 root token，用完马上 revoke", ["vault kv list secret/", "# 临时 root token，用完马上 revoke"])
P("terraform_token", "en", 'credentials "app.terraform.io" {\n  token = "⟦tfc⟧"\n}', ['credentials "app.terraform.io"'])
P("jwt", "en", "[⟨time⟩] INFO  GET /api/v2/orders 200 38ms auth=Bearer ⟦jwt⟧ rid=⟨uuid⟩", ["GET /api/v2/orders 200 38ms"])
P("jwt", "zh", "supabase 的 service_role key（能绕过 RLS，千万别放前端）：⟦jwt⟧", ["supabase 的 service_role key（能绕过 RLS，千万别放前端）"])
P("crypto_private_key", "zh", "测试网钱包私钥 ⟦ethpk⟧ ，里面只有 Sepolia 的水龙头币", ["测试网钱包私钥", "里面只有 Sepolia 的水龙头币"])
P("seed_phrase", "en", "Wallet recovery words, in order: ⟦seed⟧. Write them on paper, then delete this message.", ["Wallet recovery words, in order:", "Write them on paper, then delete this message."])
P("seed_phrase", "zh", "冷钱包的恢复词（按顺序）：\n⟦seed⟧\n抄在纸上之后把这条删掉", ["冷钱包的恢复词（按顺序）", "抄在纸上之后把这条删掉"])
P("mapbox_token", "en", "MAPBOX_DOWNLOADS_TOKEN (secret, downloads:read scope) = ⟦mapbox⟧", ["MAPBOX_DOWNLOADS_TOKEN (secret, downloads:read scope)"])
P("postman_key", "zh", "Postman 的 API key ⟦pmak⟧ 用来在 CI 里同步 collection", ["Postman 的 API key", "用来在 CI 里同步 collection"])
P("ci_token", "en", 'curl -H "Circle-Token: ⟦ccipat⟧" https://circleci.com/api/v2/me', ["https://circleci.com/api/v2/me"])
P("ci_token", "en", "BUILDKITE_API_TOKEN=⟦bkua⟧ bk build create --pipeline ⟨proj⟩/deploy", ["bk build create --pipeline"])
P("ci_token", "zh", "CI 里 pulumi 登录用的 PULUMI_ACCESS_TOKEN，值是 ⟦pul⟧ ，是我个人账号的", ["CI 里 pulumi 登录用的 PULUMI_ACCESS_TOKEN", "是我个人账号的"])
P("ci_token", "en", "DOPPLER_TOKEN=⟦doppler⟧ doppler run -- npm start", ["doppler run -- npm start"])
P("okta_token", "en", "GET /api/v1/users?limit=25 HTTP/1.1\nHost: ⟨proj⟩.okta.com\nAuthorization: SSWS ⟦okta⟧", ["GET /api/v1/users?limit=25 HTTP/1.1"])
P("sonar_token", "en", "mvn verify sonar:sonar -Dsonar.projectKey=⟨proj⟩ -Dsonar.token=⟦squ⟧", ["mvn verify sonar:sonar"])
P("artifactory_key", "zh", "Artifactory 的 API key：⟦jfrog⟧ ，pip.conf 的 index-url 里要带上", ["Artifactory 的 API key", "pip.conf 的 index-url 里要带上"])
P("payment_secret", "en", "SQUARE_ACCESS_TOKEN=⟦square⟧  # production location", ["SQUARE_ACCESS_TOKEN", "# production location"])
P("payment_secret", "en", 'rzp = razorpay.Client(auth=("⟨rzpid⟩", "⟦b62_24⟧"))', ["rzp = razorpay.Client(auth=("])
P("payment_secret", "zh", "PayPal 正式环境：client id ⟨ppid⟩ ，secret ⟦pp⟧", ["PayPal 正式环境"])
P("bitbucket_app_password", "en", "git clone https://⟨user⟩:⟦atbb⟧@bitbucket.org/⟨proj⟩/api.git && cd api", ["git clone", "&& cd api"])
P("netlify_token", "zh", "netlify deploy --prod --auth ⟦nfp⟧  # 本地直接发，站点是 ⟨proj⟩", ["netlify deploy --prod", "# 本地直接发"])
P("fly_token", "en", "    env:\n      FLY_API_TOKEN: ⟦fo1⟧\n    run: flyctl deploy --remote-only", ["FLY_API_TOKEN", "run: flyctl deploy --remote-only"])
P("databricks_token", "en", "$ databricks configure --token\nDatabricks Host: https://adb-⟨big⟩.azuredatabricks.net\nToken: ⟦dapi⟧", ["$ databricks configure --token"])
P("conn_string_db", "en", "PlanetScale branch main → mysql://⟨user⟩:⟦pscale⟧@aws.connect.psdb.cloud/⟨db⟩?sslaccept=strict", ["PlanetScale branch main"])
P("conn_string_db", "zh", "Neon 的连接串：postgresql://⟨user⟩:⟦npg⟧@ep-⟨word⟩-⟨big⟩.us-east-2.aws.neon.tech/neondb?sslmode=require", ["Neon 的连接串"])
P("vector_db_key", "en", 'pc = Pinecone(api_key="⟦pcsk⟧")\nindex = pc.Index("⟨proj⟩-docs")', ["pc = Pinecone(", "index = pc.Index("])
P("llm_ops_key", "zh", "LANGCHAIN_API_KEY=⟦lsv2⟧\nLANGCHAIN_TRACING_V2=true  # LangSmith 追踪，调完记得关", ["LANGCHAIN_TRACING_V2=true", "# LangSmith 追踪，调完记得关"])
P("tool_api_key", "en", "tools:\n  tavily: ⟦tvly⟧\n  firecrawl: ⟦fc⟧\n  timeout_s: 30", ["tools:", "timeout_s: 30"])
P("tool_api_key", "en", 'curl -X POST https://api.elevenlabs.io/v1/text-to-speech/⟨hex12⟩ -H "xi-api-key: ⟦el⟧"', ["curl -X POST https://api.elevenlabs.io/v1/text-to-speech/"])
P("framework_secret", "en", "SECRET_KEY = '⟦djsk⟧'\nDEBUG = False\nALLOWED_HOSTS = ['⟨proj⟩.example.com']", ["DEBUG = False", "ALLOWED_HOSTS"])
P("framework_secret", "en", "APP_NAME=⟨proj⟩\nAPP_ENV=production\nAPP_KEY=⟦lvkey⟧", ["APP_ENV=production", "APP_KEY"])
P("framework_secret", "zh", "production 的 secret_key_base（rails credentials:edit 里看到的）：⟦hex128⟧", ["production 的 secret_key_base（rails credentials:edit 里看到的）"])
P("framework_secret", "en", "app.config['JWT_SECRET_KEY'] = '⟦b64_44⟧'\njwt = JWTManager(app)", ["app.config['JWT_SECRET_KEY']", "jwt = JWTManager(app)"])
P("framework_secret", "zh", "NEXTAUTH_SECRET=⟦b64_44⟧  # openssl rand -base64 32 生成的", ["NEXTAUTH_SECRET", "# openssl rand -base64 32 生成的"])
P("api_key_query", "zh", "日志里打出来了：GET /v1/weather?city=shanghai&appkey=⟦hex32⟧ 200 35ms，得把这段日志清掉", ["日志里打出来了", "得把这段日志清掉"])
P("gitee_token", "zh", "我把 Gitee 的私人令牌给你：⟦hex32⟧ ，仓库读写权限都有", ["我把 Gitee 的私人令牌给你", "仓库读写权限都有"])

# ================================================================= POSITIVES: prose without a credential keyword
P("login_prose", "en", "To get onto the bastion, ssh as ⟨user⟩ and when it asks, give it ⟦pw⟧ and nothing else.", ["To get onto the bastion", "and nothing else."])
P("login_prose", "en", "log into grafana as admin / ⟦pw⟧ — I reset it this morning", ["log into grafana as admin", "I reset it this morning"])
P("login_prose", "en", "Jenkins: ⟨user⟩, ⟦pw⟧. Don't change it, the nightly job depends on it.", ["Don't change it, the nightly job depends on it."])
P("login_prose", "en", "iDRAC on rack 4 takes root with ⟦pw⟧ (the factory default was changed).", ["iDRAC on rack 4 takes root with", "(the factory default was changed)"])
P("login_prose", "zh", "跳板机 ⟨host⟩，用户名 ⟨user⟩，后面那串是 ⟦pw⟧ ，登上去再 su", ["跳板机", "登上去再 su"])
P("login_prose", "zh", "帮我登一下测试环境的 Jenkins，⟨user⟩ / ⟦pw⟧ ，看看昨晚的构建为啥挂了", ["帮我登一下测试环境的 Jenkins", "看看昨晚的构建为啥挂了"])
P("login_prose", "zh", "路由器后台 192.168.1.1，admin 然后 ⟦pw⟧ ，进去把端口转发关了", ["路由器后台 192.168.1.1", "进去把端口转发关了"])
P("login_prose", "zh", "VNC 连 ⟨ip⟩:5901，弹框要的那个填 ⟦upw⟧", ["VNC 连", "弹框要的那个填"])
P("archive_prose", "en", "The customer export zip opens with ⟦pw⟧ (they sent it in a separate email).", ["The customer export zip opens with", "(they sent it in a separate email)"])
P("archive_prose", "zh", "压缩包解压要输 ⟦pw⟧ ，里面是上个月的工资条", ["压缩包解压要输", "里面是上个月的工资条"])
P("sudo_prose", "en", "at the sudo prompt on ⟨host⟩ type ⟦pw⟧ and hit enter", ["at the sudo prompt on", "and hit enter"])
P("sudo_prose", "zh", "sudo 的时候敲 ⟦pw⟧ 就行，别用 root 直接登", ["sudo 的时候敲", "别用 root 直接登"])
P("wifi_prose", "en", "Guest wifi is ⟨ssid⟩, join with ⟦pw⟧ — it resets every quarter.", ["Guest wifi is", "it resets every quarter."])
P("wifi_prose", "zh", "会议室 WiFi 连 ⟨ssid⟩，输 ⟦pw⟧ 就能上", ["会议室 WiFi 连", "就能上"])
P("mailbox_prose", "en", "The shared support@ inbox: sign in with ⟦pw⟧, 2FA goes to Maria's phone.", ["The shared support@ inbox", "2FA goes to Maria's phone."])
P("mailbox_prose", "zh", "财务共享邮箱 ⟨email⟩ 进去用 ⟦pw⟧ ，别改", ["财务共享邮箱", "别改"])
P("chat_answer", "en", "me: what's the password for the staging DB?\nSam: it's ⟦pw⟧\nme: thx", ["me: what's the password for the staging DB?", "me: thx"])
P("chat_answer", "zh", "我：NAS 的管理密码多少来着？\n⟨zhname⟩：⟦pw⟧\n我：好的收到", ["我：NAS 的管理密码多少来着？", "我：好的收到"])
P("chat_answer", "en", "> which one do I type at the VPN prompt?\n> the one from the sticky note: ⟦pw⟧", ["> which one do I type at the VPN prompt?", "> the one from the sticky note:"])
P("chat_answer", "zh", "问：测试服 MySQL 的 root 怎么登？\n答：⟦upw⟧ ，只能内网连", ["问：测试服 MySQL 的 root 怎么登？", "只能内网连"])
P("passphrase", "en", "The LUKS volume on the backup disk unlocks with: ⟦phrase⟧", ["The LUKS volume on the backup disk unlocks with"])
P("passphrase", "zh", "KeePass 数据库的主口令是几个英文单词：⟦phrase⟧（全小写，空格隔开）", ["KeePass 数据库的主口令是几个英文单词", "（全小写，空格隔开）"])
P("passphrase", "en", "ssh-keygen asked for a passphrase and I typed \"⟦phrase⟧\", you'll need it for the deploy key", ["you'll need it for the deploy key"])
P("passphrase", "en", "RESTIC_PASSWORD='⟦phrase⟧' restic -r s3:s3.amazonaws.com/⟨proj⟩-backup snapshots", ["restic -r", "snapshots"])
P("passphrase", "zh", "borg 仓库的 passphrase 我记在这：⟦phrase⟧ ，丢了备份就全废了", ["borg 仓库的 passphrase 我记在这", "丢了备份就全废了"])
P("passphrase", "en", "gpg --batch --pinentry-mode loopback --passphrase '⟦phrase⟧' -d secrets.tar.gpg > secrets.tar", ["-d secrets.tar.gpg > secrets.tar"])
P("split_secret", "en", "Part A of the recovery key: ⟦b62_24⟧. Part B (from Dana): ⟦b62_24⟧. Concatenate them when unsealing.", ["Concatenate them when unsealing."])
P("split_secret", "zh", "密码分两段发你：前半段 ⟦upw⟧ ，后半段待会儿单独发……算了一起发：⟦upw⟧", ["密码分两段发你"])
P("split_secret", "en", t_wrap_pw_en)
P("session_cookie", "en", "Cookie: theme=dark; lang=en; sessionid=⟦sess32⟧", ["theme=dark; lang=en"])
P("session_cookie", "en", 'r = requests.get(url, cookies={"connect.sid": "⟦connsid⟧"})', ["r = requests.get(url, cookies="])
P("session_cookie", "zh", "我从浏览器里复制了登录态 PHPSESSID=⟦phpsess⟧ ，你直接带上去抓后台数据", ["我从浏览器里复制了登录态", "你直接带上去抓后台数据"])
P("session_cookie", "en", "curl -b '_gitlab_session=⟦cookie_hex⟧' https://⟨host⟩/api/v4/projects?owned=true", ["curl -b"])
P("session_cookie", "zh", "响应头里有 Set-Cookie: JSESSIONID=⟦jsess⟧; Path=/; HttpOnly ，说明登录成功了", ["Path=/; HttpOnly", "说明登录成功了"])
P("totp_seed", "en", "2FA secret for the shared root account (paste into your authenticator app): ⟦totp⟧", ["2FA secret for the shared root account (paste into your authenticator app)"])
P("totp_seed", "zh", "otpauth://totp/⟨proj⟩:admin?secret=⟦totp⟧&issuer=⟨proj⟩ 扫不了码就手动输", ["扫不了码就手动输"])

# ================================================================= POSITIVES: config formats
P("pgpass", "en", "contents of ~/.pgpass (chmod 600):\n⟨host⟩:5432:⟨db⟩:⟨user⟩:⟦pw⟧", ["contents of ~/.pgpass (chmod 600)"])
P("netrc", "zh", "在 ~/.netrc 里加了这一行，git 就不再问了：\nmachine ⟨host⟩ login ⟨user⟩ password ⟦pw⟧", ["在 ~/.netrc 里加了这一行，git 就不再问了"])
P("xml_config", "en", "<server>\n  <id>nexus-releases</id>\n  <username>⟨user⟩</username>\n  <password>⟦pw⟧</password>\n</server>", ["<id>nexus-releases</id>", "<username>"])
P("xml_config", "zh", '<property name="hibernate.connection.username">⟨user⟩</property>\n<property name="hibernate.connection.password">⟦pw⟧</property>\n<!-- 生产库账号，别提交 -->', ["<!-- 生产库账号，别提交 -->", "hibernate.connection.password"])
P("xml_config", "en", '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="⟨user⟩" />\n    <add key="ClearTextPassword" value="⟦pw⟧" />\n  </internal>\n</packageSourceCredentials>', ["<packageSourceCredentials>", 'key="ClearTextPassword"'])
P("properties_config", "en", "spring.datasource.url=jdbc:postgresql://⟨host⟩:5432/⟨db⟩\nspring.datasource.username=⟨user⟩\nspring.datasource.password=⟦pw⟧\nspring.jpa.hibernate.ddl-auto=validate", ["spring.datasource.username", "spring.jpa.hibernate.ddl-auto=validate"])
P("properties_config", "zh", 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="⟨user⟩" password="⟦pw⟧";\n# 新 Kafka 集群的 SASL 账号', ["# 新 Kafka 集群的 SASL 账号", "PlainLoginModule required"])
P("docker_compose", "en", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: ⟨user⟩\n      POSTGRES_PASSWORD: ⟦pw⟧\n    ports:\n      - \"5432:5432\"", ["image: postgres:16", "POSTGRES_PASSWORD", '"5432:5432"'])
P("docker_run_env", "en", "docker run -d -e GF_SECURITY_ADMIN_PASSWORD=⟦upw⟧ -p 3000:3000 grafana/grafana", ["-p 3000:3000 grafana/grafana", "GF_SECURITY_ADMIN_PASSWORD"])
P("k8s_secret", "en", t_k8s_b64)
P("k8s_manifest", "zh", "        - name: REDIS_PASSWORD\n          value: \"⟦pw⟧\"   # TODO 改成 secretKeyRef", ["- name: REDIS_PASSWORD", "# TODO 改成 secretKeyRef"])
P("ini_config", "en", "[client]\nhost = ⟨host⟩\nuser = ⟨user⟩\npasswd = ⟦pw⟧\nport = 3306", ["[client]", "port = 3306", "passwd"])
P("toml_config", "zh", "# 本地开发配置\n[database]\nurl = \"postgres://⟨user⟩:⟦upw⟧@localhost:5432/⟨db⟩\"\npool_size = 10", ["# 本地开发配置", "pool_size = 10"])
P("env_file", "en", ".env.production\nSMTP_HOST=smtp.⟨dom⟩\nSMTP_USER=⟨email⟩\nSMTP_PASS=⟦smtp⟧", ["SMTP_PASS", "SMTP_USER", ".env.production"])
P("json_config", "zh", '{"redis": {"host": "⟨host⟩", "port": 6379, "auth": "⟦pw⟧"}}  这是 worker 的配置', ['"port": 6379', "这是 worker 的配置"])
P("php_config", "en", "define( 'DB_NAME', '⟨db⟩' );\ndefine( 'DB_USER', '⟨user⟩' );\ndefine( 'DB_PASSWORD', '⟦pw⟧' );", ["define( 'DB_PASSWORD',", "define( 'DB_NAME',"])
P("ansible_var", "zh", "ansible_become_pass: ⟦pw⟧   # 先临时写在 host_vars 里", ["# 先临时写在 host_vars 里", "ansible_become_pass"])
P("helm_set", "en", "helm install ⟨proj⟩-mongo bitnami/mongodb --set auth.rootPassword=⟦upw⟧ -n data", ["helm install", "bitnami/mongodb"])

# ================================================================= POSITIVES: positional args in code / CLI flags
P("code_positional", "en", 'server = smtplib.SMTP_SSL("smtp.⟨dom⟩", 465)\nserver.login("⟨email⟩", "⟦smtp⟧")', ["server.login("])
P("code_positional", "zh", 'ssh.connect("⟨ip⟩", 22, "⟨user⟩", "⟦pw⟧")  # 老脚本，先这样跑', ["ssh.connect(", "# 老脚本，先这样跑"])
P("code_positional", "en", 'conn = pymysql.connect("⟨host⟩", "⟨user⟩", "⟦pw⟧", "⟨db⟩")', ["conn = pymysql.connect("])
P("code_positional", "zh", "ftp = FTP('⟨ip⟩')\nftp.login('⟨user⟩', '⟦pw⟧')  # 供应商的 FTP", ["ftp = FTP(", "# 供应商的 FTP"])
P("code_positional", "en", 'const client = createClient({ url: REDIS_URL });\nawait client.connect();\nawait client.auth("⟦pw⟧");', ["await client.connect();", "await client.auth("])
P("code_positional", "en", 'Connection c = DriverManager.getConnection(url, "⟨user⟩", "⟦pw⟧");', ["Connection c = DriverManager.getConnection(url,"])
P("code_positional", "en", 'db, err := sql.Open("mysql", "⟨user⟩:⟦upw⟧@tcp(⟨host⟩:3306)/⟨db⟩?parseTime=true")', ['db, err := sql.Open("mysql",'])
P("code_positional", "zh", 'cx_Oracle.connect("⟨user⟩/⟦upw⟧@⟨host⟩:1521/XEPDB1")  # 老财务系统', ["cx_Oracle.connect(", "# 老财务系统"])
P("cli_password", "en", "rabbitmqctl add_user ⟨user⟩ ⟦upw⟧ && rabbitmqctl set_user_tags ⟨user⟩ administrator", ["rabbitmqctl add_user", "administrator"])
P("cli_password", "zh", "7z x backup_⟨date⟩.7z -p⟦upw⟧ -o/tmp/restore  # 解压昨天的备份", ["-o/tmp/restore", "# 解压昨天的备份"])
P("cli_password", "en", "zip -r -P ⟦upw⟧ handover.zip ./docs", ["handover.zip ./docs"])
P("cli_password", "zh", "mysql -h ⟨host⟩ -u root -p⟦upw⟧ -e 'show processlist'  # 查一下慢查询", ["-e 'show processlist'", "# 查一下慢查询"])
P("cli_password", "en", "redis-cli -h ⟨host⟩ -a ⟦upw⟧ --no-auth-warning info replication", ["info replication"])
P("cli_password", "zh", "sshpass -p '⟦pw⟧' ssh ⟨user⟩@⟨ip⟩  # 批量巡检脚本里的", ["# 批量巡检脚本里的"])
P("cli_password", "en", "smbclient //⟨host⟩/share -U ⟨user⟩%⟦upw⟧ -c 'ls'", ["smbclient"])
P("cli_password", "en", "xfreerdp /v:⟨ip⟩ /u:Administrator /p:⟦upw⟧ /cert:ignore", ["/cert:ignore"])
P("cli_password", "zh", "ldapsearch -x -H ldap://⟨host⟩ -D 'cn=admin,dc=corp,dc=lan' -w ⟦upw⟧ -b 'ou=people,dc=corp,dc=lan'  # 查离职人员", ["ldapsearch -x -H", "# 查离职人员"])
P("cli_password", "en", "keytool -importcert -alias ⟨proj⟩ -file ca.crt -keystore truststore.jks -storepass ⟦upw⟧", ["-keystore truststore.jks"])
P("cli_password", "zh", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout pass:⟦upw⟧ ，导入 iPhone 用", ["openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12", "导入 iPhone 用"])
P("cli_password", "en", "docker login harbor.⟨dom⟩ -u ⟨user⟩ -p ⟦upw⟧", ["docker login"])
P("cli_password", "zh", "kubectl create secret generic db-cred --from-literal=username=⟨user⟩ --from-literal=password=⟦upw⟧ -n ⟨proj⟩  # 先手动建，回头交给 external-secrets", ["kubectl create secret generic db-cred", "# 先手动建，回头交给 external-secrets"])
P("cli_keypair", "en", "mc alias set minio http://⟨ip⟩:9000 ⟦mcak⟧ ⟦b62_40⟧", ["mc alias set minio"])
P("cli_password", "zh", "mosquitto_pub -h ⟨host⟩ -u ⟨user⟩ -P ⟦upw⟧ -t 'factory/line1/cmd' -m restart  # 远程重启产线网关", ["-t 'factory/line1/cmd' -m restart", "# 远程重启产线网关"])
P("cli_password", "en", "sqlplus system/⟦upw⟧@//⟨host⟩:1521/ORCLPDB1 @migrate.sql", ["sqlplus", "@migrate.sql"])
P("cli_password", "en", "wget --user=⟨user⟩ --password='⟦pw⟧' https://⟨host⟩/exports/latest.csv", ["wget --user="])
P("cli_password", "zh", "htpasswd -b -c /etc/nginx/.htpasswd ⟨user⟩ ⟦upw⟧  # 给监控页面加个 basic auth", ["htpasswd -b -c /etc/nginx/.htpasswd", "# 给监控页面加个 basic auth"])
P("curl_basic_auth", "en", "curl -u ⟨user⟩:⟦upw⟧ -X POST https://⟨host⟩/job/nightly/build", ["-X POST"])
P("cli_password", "en", "echo '⟦pw⟧' > ~/.vault_pass && ansible-playbook site.yml --vault-password-file ~/.vault_pass", ["ansible-playbook site.yml --vault-password-file ~/.vault_pass"])
P("basic_auth_header", "en", t_basic_auth)
P("pip_index_url", "zh", "pip install -i https://⟨user⟩:⟦upw⟧@pypi.⟨dom⟩/simple ⟨proj⟩-sdk  # 内部源", ["pip install -i", "# 内部源"])

# ================================================================= POSITIVES: DSNs and webhook signing secrets
P("conn_string_db", "en", "Server=tcp:⟨proj⟩.database.windows.net,1433;Initial Catalog=⟨db⟩;User ID=⟨user⟩;Password=⟦pw⟧;Encrypt=True;", ["Initial Catalog=", "Encrypt=True;"])
P("conn_string_db", "zh", 'psycopg2.connect("host=⟨host⟩ port=5432 dbname=⟨db⟩ user=⟨user⟩ password=⟦upw⟧ sslmode=require")  # 报表库', ["psycopg2.connect(", "# 报表库", "sslmode=require"])
P("conn_string_db", "en", "JDBC url from the ops sheet: jdbc:mysql://⟨host⟩:3306/⟨db⟩?user=⟨user⟩&password=⟦upw⟧&useSSL=true", ["JDBC url from the ops sheet"])
P("conn_string_db", "zh", "mongodb+srv://⟨user⟩:⟦upw⟧@cluster0.⟨hex7⟩.mongodb.net/?retryWrites=true  这个是 Atlas 的生产集群", ["这个是 Atlas 的生产集群"])
P("conn_string_db", "en", "REDIS_URL=redis://default:⟦upw⟧@⟨host⟩:6379/0", ["REDIS_URL"])
P("conn_string_db", "zh", "CELERY_BROKER_URL = 'amqp://⟨user⟩:⟦upw⟧@⟨host⟩:5672/prod'  # celery 用的", ["CELERY_BROKER_URL", "# celery 用的"])
P("conn_string_db", "zh", "DRIVER={ODBC Driver 18 for SQL Server};SERVER=⟨host⟩;UID=sa;PWD=⟦pw⟧ —— 这是老 ERP 的库", ["DRIVER={ODBC Driver 18 for SQL Server}", "这是老 ERP 的库"])
P("webhook_signing", "en", "Settings → Webhooks → Secret: ⟦hex40⟧ (payload URL https://⟨host⟩/hooks/github, content type json)", ["Settings → Webhooks → Secret:", "content type json)"])
P("webhook_signing", "zh", "回调验签用 HMAC-SHA256，签名密钥 ⟦b62_32⟧ ，对方会带 X-Signature 头", ["回调验签用 HMAC-SHA256", "对方会带 X-Signature 头"])
P("webhook_signing", "en", "SLACK_BOT_TOKEN=⟦xoxb⟧\nSLACK_SIGNING_SECRET=⟦hex32⟧", ["SLACK_BOT_TOKEN", "SLACK_SIGNING_SECRET"])

# ================================================================= NEGATIVES (English)
N("neg_password_talk", "en", "If the password prompt keeps coming back, the login keychain is locked; unlock it from Keychain Access first.")
N("neg_token_talk", "en", "The token expired overnight, so the nightly sync failed; I regenerated it in the UI and did not paste it anywhere.")
N("neg_key_talk", "en", "Rotate the API keys every 90 days and revoke the old ones after a 24-hour grace period.")
N("neg_placeholder", "en", "export OPENAI_API_KEY=<your-key-here>")
N("neg_placeholder", "en", "      GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}")
N("neg_placeholder", "en", 'db:\n  user: app\n  password: "${DB_PASSWORD}"', ['password: "${DB_PASSWORD}"', "user: app"])
N("neg_placeholder", "en", 'curl -H "Authorization: Bearer $TOKEN" https://api.⟨dom⟩/v1/me')
N("neg_placeholder", "en", "aws_secret_access_key = ****************************************")
N("neg_placeholder", "en", "Tokens look like ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx; never commit one.")
N("neg_placeholder", "en", "mysql://<user>:<password>@<host>:3306/<db>")
N("neg_placeholder", "en", "STRIPE_SECRET_KEY=sk_live_... (copy it from the dashboard, do not paste it here)")
N("neg_redacted", "en", "password=[已脱敏:password] was what the memory stored after redaction.")
N("neg_redacted", "en", "DB_PASSWORD=[REDACTED]\nAPI_KEY=***")
N("neg_hash_id", "en", "Fixed in commit ⟨hex40⟩ (cherry-picked as ⟨hex7⟩ onto release/⟨ver⟩).")
N("neg_hash_id", "en", "⟨hex64⟩  ⟨proj⟩-⟨ver⟩-linux-amd64.tar.gz")
N("neg_hash_id", "en", "image: ghcr.io/⟨proj⟩/api@sha256:⟨hex64⟩")
N("neg_hash_id", "en", "git log --oneline\n⟨hex7⟩ fix token refresh race\n⟨hex7⟩ bump password hashing cost to 12")
N("neg_uuid", "en", "Order ⟨uuid⟩ was refunded twice; see ticket OPS-⟨big⟩.")
N("neg_uuid", "en", "Tenant ID ⟨uuid⟩ and subscription ID ⟨uuid⟩ go into the terraform backend block.")
N("neg_log_ids", "en", "[⟨date⟩ ⟨time⟩] WARN request_id=⟨hex32⟩ trace_id=⟨hex32⟩ upstream timeout after 30s")
N("neg_log_ids", "en", "Pod ⟨k8sname⟩ is in CrashLoopBackOff; container id ⟨hex12⟩, restart count ⟨num⟩.")
N("neg_version", "en", "Upgraded ⟨proj⟩ from v⟨ver⟩ to v⟨ver⟩; node 20.11.1, python 3.12.4.")
N("neg_url_nocred", "en", "The API listens on http://⟨host⟩:8080/healthz and exposes metrics on :9090/metrics.")
N("neg_url_nocred", "en", "DATABASE_URL=postgres://⟨host⟩:5432/⟨db⟩?sslmode=require")
N("neg_url_nocred", "en", "s3://⟨proj⟩-artifacts/builds/⟨hex7⟩/app.tar.gz")
N("neg_config_value", "en", "password_min_length: 12\npassword_require_symbol: true\ntoken_ttl: 3600\nsession_timeout_minutes: 30")
N("neg_config_value", "en", "max_login_attempts=5\nlockout_seconds=900\napi_key_header=X-API-Key")
N("neg_config_value", "en", "password: (none) — the local dev instance runs with trust auth.")
N("neg_config_value", "en", "spring.datasource.url=jdbc:postgresql://⟨host⟩:5432/⟨db⟩\nspring.datasource.hikari.maximum-pool-size=20", ["jdbc:postgresql://", ":5432/", "spring.datasource.hikari.maximum-pool-size=20"])
N("neg_base64", "en", t_b64_ordinary)
N("neg_public_key", "en", t_sshpub)
N("neg_public_key", "en", "My GPG key fingerprint is ⟨FP40⟩; verify it against keys.openpgp.org before trusting my signatures.")
N("neg_example_key", "en", "AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as example credentials.")
N("neg_public_id", "en", "The checkout page loads Stripe.js with the publishable test key ⟨pktest⟩ — that one is meant to be public.")
N("neg_public_id", "en", "Send the testnet ETH to ⟨eth⟩ (that's my public address, not the key).")
N("neg_public_id", "en", "Role arn:aws:iam::⟨acct⟩:role/⟨proj⟩-deployer is assumed from account ⟨acct⟩.")
N("neg_sk_words", "en", "The task-force notes mention sk-learn pipelines, risk-scoring and a desk-booking app.")
N("neg_env_ref", "en", 'api_key = os.environ["ANTHROPIC_API_KEY"]  # never hardcode it')
N("neg_vault_ref", "en", 'The DB password lives in 1Password under "prod-postgres"; ask ⟨user⟩ for access.')
N("neg_login_talk", "en", "Log in as ⟨user⟩ via SSO, then switch to the ops role in the console.")
N("neg_sudo_talk", "en", "At the sudo prompt, type your own account password, not root's.")
N("neg_zip_talk", "en", "The zip is password-protected; the password went to the client by SMS, not by email.")
N("neg_chat_noanswer", "en", "me: what's the wifi password?\nAlex: it's on the whiteboard next to the printer")
N("neg_cookie_talk", "en", "Session cookies should carry Secure; HttpOnly; SameSite=Lax, and expire after 30 minutes idle.")
N("neg_jwt_header", "en", "Every HS256 token we issue starts with eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 — that's just the encoded header.")
N("neg_error_msg", "en", 'FATAL: password authentication failed for user "⟨user⟩" (SQLSTATE 28P01)')
N("neg_cli_help", "en", "Usage: mysql -u USER -p[PASSWORD] -h HOST   (omit the password to be prompted for it)")
N("neg_hash_id", "en", '"integrity": "sha512-⟨b64⟩⟨b64⟩=="', None)
N("neg_token_llm", "en", "The prompt used 12,480 tokens; max_tokens is 4096, and the key insight is to trim the retrieved context.")
N("neg_key_talk", "en", "The song modulates from the key of D to E for the last chorus; the passphrase in the lyrics is just a metaphor.")
N("neg_password_talk", "en", "Passwords are hashed with argon2id (m=64MiB, t=3, p=4); we never log them.")

# ================================================================= NEGATIVES (Chinese)
N("neg_password_policy", "zh", "密码策略：至少 12 位，包含大小写字母、数字和特殊字符，90 天强制修改一次")
N("neg_key_talk", "zh", "API 密钥千万别提交到 Git 仓库，统一放到 KMS 里管理")
N("neg_token_talk", "zh", "token 过期了，刷新一下就好，不用重新登录")
N("neg_login_talk", "zh", "用 ⟨user⟩ 账号登录跳板机，走 LDAP 认证，密码就是你自己的域账号密码")
N("neg_password_talk", "zh", "忘记密码请找 IT 服务台重置，分机 ⟨big⟩")
N("neg_config_value", "zh", "配置项 password_expire_days: 90，token_refresh_interval: 600，这些都不是敏感信息")
N("neg_hash_id", "zh", "这个 bug 在 ⟨hex40⟩ 这次提交里修了，回滚到 ⟨hex7⟩ 就能复现")
N("neg_uuid", "zh", "订单号 ⟨uuid⟩ 重复扣款了，帮忙查一下")
N("neg_log_ids", "zh", "日志：[⟨time⟩] ERROR trace_id=⟨hex32⟩ 调用支付网关超时，重试 3 次失败")
N("neg_version", "zh", "把 nginx 从 ⟨ver⟩ 升到 1.26.1 之后，502 就没了")
N("neg_url_nocred", "zh", "内网文档地址 http://wiki.⟨dom⟩/pages/viewpage.action?pageId=⟨big⟩ ，直接点开就行")
N("neg_placeholder", "zh", "在 .env 里填上 DASHSCOPE_API_KEY=你的key 就能跑了")
N("neg_placeholder", "zh", "连接串格式：postgresql://用户名:密码@主机:端口/库名")
N("neg_placeholder", "zh", "密码那一栏显示的是 ******，看不到明文")
N("neg_redacted", "zh", "记忆里存的是 password=[已脱敏:password]，原文已经删了")
N("neg_vault_ref", "zh", "数据库密码在 Vault 的 secret/⟨proj⟩/db 路径下，需要先申请权限")
N("neg_sudo_talk", "zh", "sudo 提示输入密码时，输的是你自己的登录密码，不是 root 的")
N("neg_zip_talk", "zh", "压缩包加了密，解压密码我单独用短信发给你了")
N("neg_chat_noanswer", "zh", "我：VPN 密码多少？\n⟨zhname⟩：就是你自己的工号密码，我这边看不到")
N("neg_2fa_talk", "zh", "开了两步验证以后，登录时还要输入手机上的动态验证码")
N("neg_public_key", "zh", t_sshpub_zh)
N("neg_example_key", "zh", "文档里的示例 AccessKey：AKIAIOSFODNN7EXAMPLE，不是真的，别慌")
N("neg_config_value", "zh", "Redis 默认端口 6379，MySQL 是 3306，Kafka 是 9092，别搞混了")
N("neg_config_value", "zh", "application.yml 里 spring.datasource.password 这一项已经改成从环境变量读取了")
N("neg_hash_id", "zh", "镜像 tag 用 git 短哈希，比如 ⟨proj⟩:⟨hex7⟩，回滚就改这个 tag")
N("neg_token_llm", "zh", "这次调用消耗了 3200 个 token，上下文窗口是 128k，还够用")
N("neg_wifi_talk", "zh", "访客 WiFi 的密码贴在前台，问前台要就行")
N("neg_public_id", "zh", "腾讯云账号 ID ⟨acct⟩，地域 ⟨region⟩，这两个不算敏感信息")
N("neg_error_msg", "zh", "报错 Access denied for user '⟨user⟩'@'⟨ip⟩' (using password: YES)，应该是密码输错了")
N("neg_base64", "zh", t_b64_ordinary_zh)
N("neg_placeholder", "zh", "配置示例：\naccess_key_id: <你的AK>\naccess_key_secret: <你的SK>\nendpoint: oss-cn-hangzhou.aliyuncs.com")
N("neg_password_talk", "zh", "密码哈希用的是 bcrypt，cost 设为 12，数据库里只存哈希值")
N("neg_key_talk", "zh", "私钥只放在 HSM 里，导不出来；对外只发布公钥证书")
N("neg_url_nocred", "zh", "Nacos 控制台在 http://⟨ip⟩:8848/nacos ，账号找运维开")
N("neg_login_talk", "zh", "请用企业微信扫码登录，不再支持用户名加密码的方式")
