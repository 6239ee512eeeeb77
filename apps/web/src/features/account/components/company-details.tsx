import { FilePdfOutlined } from '@ant-design/icons';
import { formatPhone, type CompanyInfo, type FileRef } from '@wm/contracts';
import { registrationLabel } from '../../../lib/countries';
import { Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

function Document({ file, label }: { file: FileRef; label: string }) {
  return file.thumbnailUrl ? (
    <a href={file.url} target="_blank" rel="noreferrer" className="file-upload__image">
      <img src={file.thumbnailUrl} alt={label} />
    </a>
  ) : (
    <a href={file.url} target="_blank" rel="noreferrer" className="file-upload__document">
      <FilePdfOutlined /> {label}
    </a>
  );
}

/** The company information as submitted: shown while it is under review or once approved. */
export function CompanyDetails({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation('account');
  return (
    <Descriptions
      bordered
      column={1}
      size="small"
      className="company-details"
      styles={{ label: { width: 200 } }}
      items={[
        { key: 'company', label: t('company.company'), children: company.company },
        { key: 'companyTel', label: t('company.companyTel'), children: formatPhone(company.companyTel) },
        { key: 'area', label: t('company.companyArea'), children: company.companyAreaName },
        { key: 'address', label: t('company.companyAddress'), children: company.companyAddress },
        { key: 'creditCode', label: registrationLabel(company.companyCountry), children: company.creditCode },
        { key: 'scope', label: t('company.companyScope'), children: <span className="pre-line">{company.companyScope}</span> },
        { key: 'photo', label: t('company.companyPhoto'), children: <Document file={company.companyPhoto} label={t('company.companyPhoto')} /> },
        { key: 'licence', label: t('company.businessLicence'), children: <Document file={company.businessLicence} label={t('company.businessLicence')} /> },
        { key: 'submittedAt', label: t('company.submittedAt'), children: dayjs(company.submittedAt).format('YYYY-MM-DD HH:mm') },
      ]}
    />
  );
}
