import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { ensureDebianPackages } from './apt'
import os from 'node:os'
import path from 'node:path'
import { articles } from '../../src/seed/data/articles'
import { NEWS_PAGE_SIZE, VOLUNTEER_DAY_SLUG } from '../../src/features/news/constants'
import { nginxBin, stopProcess, waitFor, waitForPort } from '../../tests/topology/cluster'
import { freePort } from '../../tests/helpers/free-port'

/**
 * The peer of issue 24 (decision 0046): Debian's WordPress on php-fpm, MariaDB and nginx, each
 * started by the bench on free ports with its configuration in the bench's folder (never the
 * system's services or /etc files), holding the demo seed's 22 articles as posts. No page cache
 * plugin: every request runs PHP and queries MariaDB, as an uncached WordPress does.
 */
const PACKAGES = {
  wordpress: '/usr/share/wordpress/wp-settings.php',
  'wordpress-theme-twentytwentythree':
    '/usr/share/wordpress/wp-content/themes/twentytwentythree/style.css',
  'php-fpm': '/usr/sbin/php-fpm8.2',
  'php-mysql': '/etc/php/8.2/mods-available/mysqli.ini',
  'php-cli': '/usr/bin/php',
  'mariadb-server': '/usr/sbin/mariadbd',
  nginx: '/usr/sbin/nginx',
}

/** Installs what the peer needs when missing; returns why it cannot run, or undefined. */
export const ensureWordPressPackages = () => ensureDebianPackages(PACKAGES)

export interface WordPressPeer {
  url: string
  version: string
  /** The posts page (WordPress's front page with `show_on_front = posts`). */
  newsPath: string
  articlePath: string
  phpWorkers: number
  stop(): Promise<void>
}

const run = (cmd: string, args: string[], input?: string) => {
  const r = spawnSync(cmd, args, { input, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${cmd} ${args[0] ?? ''} failed: ${r.stderr || r.stdout}`)
  return r.stdout
}

export async function startWordPress(dir: string): Promise<WordPressPeer> {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const procs: ChildProcess[] = []
  const stop = async () => {
    for (const p of procs.reverse()) await stopProcess(p, 'SIGQUIT')
  }
  const asRoot = process.getuid?.() === 0
  const user = os.userInfo().username
  try {
    // MariaDB on its own data folder and port.
    const data = path.join(dir, 'mariadb')
    const socket = path.join(dir, 'mariadb.sock')
    run('mariadb-install-db', [
      '--no-defaults',
      `--datadir=${data}`,
      `--user=${user}`,
      '--auth-root-authentication-method=socket',
      '--skip-test-db',
    ])
    const dbPort = await freePort()
    const db = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--socket=${socket}`,
        `--port=${dbPort}`,
        '--bind-address=127.0.0.1',
        `--pid-file=${path.join(dir, 'mariadb.pid')}`,
        `--log-error=${path.join(dir, 'mariadb.log')}`,
        `--user=${user}`,
        '--skip-log-bin',
      ],
      { stdio: 'ignore' },
    )
    procs.push(db)
    await waitForPort('mariadbd', dbPort, db)
    const dbPassword = randomBytes(12).toString('hex')
    run(
      'mariadb',
      ['--no-defaults', `--socket=${socket}`, '-u', user === 'root' ? 'root' : user],
      `CREATE DATABASE wordpress CHARACTER SET utf8mb4;
       CREATE USER 'wp'@'127.0.0.1' IDENTIFIED BY '${dbPassword}';
       GRANT ALL ON wordpress.* TO 'wp'@'127.0.0.1';`,
    )

    // WordPress's files, copied so that wp-config.php is ours (Debian's reads /etc/wordpress).
    const docroot = path.join(dir, 'wordpress')
    cpSync('/usr/share/wordpress', docroot, { recursive: true, dereference: true })
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const salt = () => randomBytes(32).toString('hex')
    const keys = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
      .flatMap((k) => [`define('${k}_KEY', '${salt()}');`, `define('${k}_SALT', '${salt()}');`])
      .join('\n')
    rmSync(path.join(docroot, 'wp-config.php'), { force: true })
    writeFileSync(
      path.join(docroot, 'wp-config.php'),
      `<?php
// Written by bench/lib/wordpress.ts.
define('DB_NAME', 'wordpress');
define('DB_USER', 'wp');
define('DB_PASSWORD', '${dbPassword}');
define('DB_HOST', '127.0.0.1:${dbPort}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_DEBUG', false);
// No outside calls (no internet here) and no cron hits in the middle of the measure.
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    )

    // WordPress's canonical redirect sends its own pretty URLs back to themselves behind this
    // nginx on a bare address and port (a 301 loop); a production site has a host name.
    mkdirSync(path.join(docroot, 'wp-content/mu-plugins'), { recursive: true })
    writeFileSync(
      path.join(docroot, 'wp-content/mu-plugins/bench.php'),
      "<?php\nremove_action('template_redirect', 'redirect_canonical');\n",
    )

    // The site and its posts, through WordPress's own functions (php CLI).
    const posts = articles.map((a) => ({
      slug: a.slug,
      title: a.title,
      excerpt: a.excerpt,
      date: `${a.date} 09:00:00`,
      content: a.body
        .map((b) => (b.type === 'h2' ? `<h2>${escape(b.text)}</h2>` : `<p>${escape(b.text)}</p>`))
        .join('\n'),
    }))
    writeFileSync(path.join(dir, 'posts.json'), JSON.stringify(posts))
    writeFileSync(
      path.join(dir, 'setup.php'),
      `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require '${docroot}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install('New Egypt Foundation', 'bench', 'bench@newegypt.example', true, '', wp_generate_password(24));
update_option('permalink_structure', '/%postname%/');
update_option('posts_per_page', ${NEWS_PAGE_SIZE});
foreach (get_posts(['post_type' => ['post', 'page'], 'post_status' => 'any', 'numberposts' => -1]) as $p) {
  wp_delete_post($p->ID, true);
}
foreach (json_decode(file_get_contents('${path.join(dir, 'posts.json')}'), true) as $a) {
  $id = wp_insert_post(['post_title' => $a['title'], 'post_name' => $a['slug'], 'post_excerpt' => $a['excerpt'],
    'post_content' => $a['content'], 'post_date' => $a['date'], 'post_status' => 'publish'], true);
  if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
}
flush_rewrite_rules();
echo get_bloginfo('version'), ' ', wp_count_posts()->publish, ' ', get_stylesheet();
`,
    )
    const [version, count, theme] = run('php', [path.join(dir, 'setup.php')])
      .trim()
      .split(' ')
    if (Number(count) !== articles.length) throw new Error(`WordPress holds ${count} posts`)

    // php-fpm: a fixed pool, as a small server would be set up; OPcache on (Debian's php.ini).
    const fpmPort = await freePort()
    const phpWorkers = Math.max(4, 2 * os.cpus().length)
    const fpmConf = path.join(dir, 'php-fpm.conf')
    writeFileSync(
      fpmConf,
      `[global]
pid = ${path.join(dir, 'php-fpm.pid')}
error_log = ${path.join(dir, 'php-fpm.log')}
daemonize = no
[bench]
${asRoot ? 'user = root\ngroup = root\n' : ''}listen = 127.0.0.1:${fpmPort}
listen.backlog = 1024
pm = static
pm.max_children = ${phpWorkers}
`,
    )
    const fpm = spawn('/usr/sbin/php-fpm8.2', ['-F', '-y', fpmConf, ...(asRoot ? ['-R'] : [])], {
      stdio: 'ignore',
    })
    procs.push(fpm)
    await waitForPort('php-fpm', fpmPort, fpm)

    const nginxDir = path.join(dir, 'nginx')
    mkdirSync(nginxDir, { recursive: true })
    const temp = (name: string) => `${name}_temp_path ${path.join(nginxDir, name)};`
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      `# Generated by bench/lib/wordpress.ts: WordPress as Debian's documentation serves it with nginx.
worker_processes 1;
daemon off;
pid ${path.join(nginxDir, 'nginx.pid')};
error_log ${path.join(nginxDir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${docroot};
    index index.php;
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_pass 127.0.0.1:${fpmPort};
    }
  }
}
`,
    )
    const web = spawn(
      nginxBin(),
      [
        '-c',
        path.join(nginxDir, 'nginx.conf'),
        '-p',
        nginxDir,
        '-e',
        path.join(nginxDir, 'error.log'),
      ],
      { stdio: 'ignore' },
    )
    procs.push(web)
    await waitForPort('nginx (WordPress)', port, web)
    const articlePath = `/${VOLUNTEER_DAY_SLUG}/`
    await waitFor('WordPress', async () => (await fetch(url + articlePath)).ok, 30_000)
    console.log(`  WordPress ${version} (${theme}), ${count} posts, ${phpWorkers} PHP workers`)
    return { url, version: version!, newsPath: '/', articlePath, phpWorkers, stop }
  } catch (e) {
    await stop()
    throw e
  }
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
