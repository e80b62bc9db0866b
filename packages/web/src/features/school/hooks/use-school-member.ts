import { canChangeSchoolMoney, canEditSchool, canManageTeam } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { schoolMemberQuery } from '../api/editor';

/**
 * What the signed-in member may do in the school, by the same shared policies the server
 * applies; everything is hidden until the role is known.
 */
export function useSchoolMember() {
  const member = useQuery(schoolMemberQuery());
  const m = member.data;
  return {
    member: m,
    money: m ? canChangeSchoolMoney(m) : false,
    editor: m ? canEditSchool(m) : false,
    team: m ? canManageTeam(m) : false,
  };
}
