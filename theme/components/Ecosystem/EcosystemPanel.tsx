import styles from './EcosystemMenu.module.css';
import { ToolLogo } from './ToolLogo';
import { ECOSYSTEM_GROUP, ECOSYSTEM_TEXT, type EcosystemLang, toolDescription, toolUrl } from './tools';

interface EcosystemPanelProps {
  id: string;
  lang: EcosystemLang;
  open: boolean;
}

/** The popover's content: the group title, a link per tool and the 'explore the ecosystem' link. */
export function EcosystemPanel({ id, lang, open }: EcosystemPanelProps) {
  const text = ECOSYSTEM_TEXT[lang];
  const group = ECOSYSTEM_GROUP;
  return (
    <div id={id} className={styles.panel} role="dialog" aria-label={text.menuLabel} hidden={!open}>
      <div className={styles.card}>
        <p className={styles.groupTitle}>{lang === 'zh' ? group.title : group.titleEn}</p>
        <ul className={styles.list}>
          {group.tools.map((tool) => (
            <li key={tool.name}>
              <a className={styles.link} href={toolUrl(tool, lang)} target="_blank" rel="noopener noreferrer">
                <ToolLogo className={styles.logo} tool={tool} size={32} alt="" />
                <span className={styles.text}>
                  <span className={styles.name}>{tool.name}</span>
                  <span className={styles.description}>{toolDescription(tool, lang)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <a className={styles.explore} href={text.exploreUrl} target="_blank" rel="noopener noreferrer">
          {text.explore}
          <span aria-hidden="true"> →</span>
        </a>
      </div>
    </div>
  );
}
