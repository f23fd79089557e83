import type { CharacterTemplate } from '../../../kernel/index.ts';
import type { GgSheet } from '../sheet.ts';
import { BLUE_COMET, IRONCLAD, MINDWARP } from './heroes.ts';
import { CITY_POLICE, GANGSTER, GANG_MEMBER, SWAT_AGENT } from './npcs.ts';

/** The seed's typical minor characters (GG-NPC-01..04) and sample major characters, ready for a table. */
export const GG_TEMPLATES: readonly CharacterTemplate<GgSheet>[] = [
  { id: 'city-police', name: 'City Police', kind: 'npc', side: 'law', ruleId: 'GG-NPC-01', sheet: CITY_POLICE },
  { id: 'swat-agent', name: 'SWAT, Federal Agent', kind: 'npc', side: 'law', ruleId: 'GG-NPC-02', sheet: SWAT_AGENT },
  { id: 'gangster', name: 'Professional Criminal or Gangster', kind: 'npc', side: 'villains', ruleId: 'GG-NPC-03', sheet: GANGSTER },
  { id: 'gang-member', name: 'Minor Criminal or Gang Member', kind: 'npc', side: 'villains', ruleId: 'GG-NPC-04', sheet: GANG_MEMBER },
  { id: 'blue-comet', name: 'Blue Comet', kind: 'sample', side: 'heroes', ruleId: 'GG-CHAR-02', sheet: BLUE_COMET },
  { id: 'ironclad', name: 'Ironclad', kind: 'sample', side: 'heroes', ruleId: 'GG-CHAR-02', sheet: IRONCLAD },
  { id: 'mindwarp', name: 'Mindwarp', kind: 'sample', side: 'villains', ruleId: 'GG-CHAR-02', sheet: MINDWARP },
];

export function ggTemplateById(id: string): CharacterTemplate<GgSheet> | undefined {
  return GG_TEMPLATES.find((t) => t.id === id);
}
