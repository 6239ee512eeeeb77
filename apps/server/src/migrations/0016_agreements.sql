-- agreements (complex transactions): reserved, nothing yet
SELECT 1;
