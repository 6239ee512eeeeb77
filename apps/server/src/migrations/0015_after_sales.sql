-- after-sales: reserved, nothing yet
SELECT 1;
