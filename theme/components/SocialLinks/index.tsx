import type { SocialLink as SocialLinkConfig } from '@rspress/core';
import { useSite } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper, useHoverGroup } from '@rspress/core/theme';
import presetIcons from 'virtual-social-links';
import { SocialLink } from '../../rspress-internals';

/** Rspress shows five links and puts the rest in a popup (SPEC 2.2). */
const SHOWN = 5;

/** Names of Rspress's preset icons, as the services spell them. */
const SERVICE_NAMES: Record<string, string> = {
  bilibili: 'Bilibili',
  bluesky: 'Bluesky',
  discord: 'Discord',
  facebook: 'Facebook',
  github: 'GitHub',
  gitlab: 'GitLab',
  instagram: 'Instagram',
  juejin: 'Juejin',
  lark: 'Lark',
  linkedin: 'LinkedIn',
  npm: 'npm',
  qq: 'QQ',
  slack: 'Slack',
  wechat: 'WeChat',
  weibo: 'Weibo',
  x: 'X',
  youtube: 'YouTube',
  zhihu: 'Zhihu',
};

/** What a link is called: its service (preset icons), else the host it leads to. */
function linkName({ icon, content }: SocialLinkConfig): string {
  if (typeof icon === 'string') return SERVICE_NAMES[icon.toLowerCase()] ?? icon;
  try {
    return new URL(content).hostname.replace(/^www\./, '');
  } catch {
    return content;
  }
}

/** A link of mode 'link', as Rspress renders it, named after its service (Rspress's has only an icon). */
function NamedLink({ link }: { link: SocialLinkConfig }) {
  const svg = typeof link.icon === 'string' ? presetIcons[link.icon] : link.icon.svg;
  return (
    <a
      href={link.content}
      target="_blank"
      rel="noopener noreferrer"
      className="rp-social-links__item"
      aria-label={linkName(link)}
    >
      <div className="rp-social-links__icon">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the icons are Rspress's presets or the site config's own SVG */}
        <div className="rp-social-links__icon" dangerouslySetInnerHTML={{ __html: svg ?? '' }} />
      </div>
    </a>
  );
}

function Item({ link, position }: { link: SocialLinkConfig; position: 'center' | 'right' }) {
  return link.mode === 'link' ? <NamedLink link={link} /> : <SocialLink link={link} hoverGroupPosition={position} />;
}

/** Rspress 2.0.22's social links, each link named after its service. */
export function SocialLinks({ socialLinks: fromProps }: { socialLinks?: SocialLinkConfig[] }) {
  const { site } = useSite();
  const links = site.themeConfig.socialLinks || fromProps || [];
  const shown = links.slice(0, SHOWN);
  const hidden = links.slice(SHOWN);
  const { hoverGroup, handleMouseEnter, handleMouseLeave } = useHoverGroup({
    position: 'right',
    customChildren: hidden.length ? (
      <div className="rp-social-links__hidden">
        {hidden.map((link, index) => (
          <Item key={link.content} link={link} position={index === hidden.length - 1 ? 'right' : 'center'} />
        ))}
      </div>
    ) : null,
  });
  if (links.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Rspress's hover popup for the links beyond five
    <div className="rp-social-links" onMouseLeave={handleMouseLeave}>
      {shown.map((link, index) => (
        <Item key={link.content} link={link} position={index === shown.length - 1 ? 'right' : 'center'} />
      ))}
      {hidden.length ? <SvgWrapper icon={IconArrowDown} onMouseEnter={handleMouseEnter} fontSize={20} /> : null}
      {hoverGroup}
    </div>
  );
}
