import { Badge, Group, Modal, Stack, Table } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import type { SessionUser } from '../../session/login-api';

/** The signed-in user's profile as the server knows it. */
export function ProfileModal({ user, opened, onClose }: { user: SessionUser; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('profile.userId'), user.usrId],
    [t('profile.name'), user.usrName],
    [t('profile.account'), `${user.accnName} (${user.accnId})`],
    [t('profile.accountType'), t(`accountType.${user.accnType}`, { defaultValue: user.accnType })],
    [t('profile.accountStatus'), t(`accountStatus.${user.accnStatus}`, { defaultValue: user.accnStatus })],
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.title')} centered>
      <Stack data-testid="profile-modal">
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{t('profile.roles')}</Table.Th>
              <Table.Td>
                <Group gap={4}>
                  {user.authorities.map((role) => (
                    <Badge key={role} variant="light">
                      {role}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
