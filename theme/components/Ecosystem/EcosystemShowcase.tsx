import { useLang } from '@rspress/core/runtime';
import styles from './EcosystemShowcase.module.css';
import { ToolLogo } from './ToolLogo';
import { ECOSYSTEM_TEXT, ECOSYSTEM_TOOLS, ecosystemLang, siteLabel, toolDescription, toolUrl } from './tools';

/** SPEC 2.6: the home page's landing block, a card per Rstack tool opening its site in a new tab. */
export function EcosystemShowcase() {
  const lang = ecosystemLang(useLang());
  const text = ECOSYSTEM_TEXT[lang];

  return (
    <section className={styles.showcase} aria-labelledby="ecosystem-showcase-title" data-testid="ecosystem-showcase">
      <div className={styles.intro}>
        <h2 id="ecosystem-showcase-title" className={styles.title}>
          {text.title}
        </h2>
        <p className={styles.tagline}>{text.tagline}</p>
      </div>
      <ul className={styles.grid}>
        {ECOSYSTEM_TOOLS.map((tool) => {
          const url = toolUrl(tool, lang);
          return (
            <li key={tool.name} className={styles.item}>
              <a className={styles.card} href={url} target="_blank" rel="noopener noreferrer">
                <ToolLogo
                  className={styles.logo}
                  tool={tool}
                  size={48}
                  alt={lang === 'zh' ? `${tool.name} 标志` : `${tool.name} logo`}
                />
                <span className={styles.body}>
                  <span className={styles.name}>{tool.name}</span>
                  <span className={styles.description}>{toolDescription(tool, lang)}</span>
                  <span className={styles.site}>{siteLabel(url)}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
