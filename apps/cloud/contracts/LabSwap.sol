// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

interface IERC20Like {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
}

/// @title LabSwap
/// @notice Constant-product pools (x * y = k, 0.3 % fee on the input) for the local chains, all in
/// one contract so a wallet approves one spender for every pair. The native coin is address(0).
/// Liquidity is added once by the cloud at start-up and never withdrawn: there are no shares to
/// track, which keeps the contract to what a swap needs.
contract LabSwap {
    struct Pool {
        uint256 reserveA; // of the lower address of the pair
        uint256 reserveB;
    }

    uint256 private constant FEE_NUMERATOR = 997;
    uint256 private constant FEE_DENOMINATOR = 1000;

    mapping(bytes32 => Pool) private pools;

    event Swap(address indexed sender, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut, address to);
    event LiquidityAdded(address indexed tokenA, address indexed tokenB, uint256 amountA, uint256 amountB);

    error InsufficientLiquidity();
    error SlippageExceeded(uint256 amountOut, uint256 minAmountOut);
    error SameToken();
    error WrongValue(uint256 sent, uint256 expected);
    error TransferFailed();

    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB) external payable {
        if (tokenA == tokenB) revert SameToken();
        uint256 expected = (tokenA == address(0) ? amountA : 0) + (tokenB == address(0) ? amountB : 0);
        if (msg.value != expected) revert WrongValue(msg.value, expected);
        _pull(tokenA, amountA);
        _pull(tokenB, amountB);
        (bytes32 key, bool flipped) = _key(tokenA, tokenB);
        Pool storage pool = pools[key];
        pool.reserveA += flipped ? amountB : amountA;
        pool.reserveB += flipped ? amountA : amountB;
        emit LiquidityAdded(tokenA, tokenB, amountA, amountB);
    }

    /// @notice The reserves of the pair, in the order asked.
    function getReserves(address tokenIn, address tokenOut) public view returns (uint256 reserveIn, uint256 reserveOut) {
        if (tokenIn == tokenOut) revert SameToken();
        (bytes32 key, bool flipped) = _key(tokenIn, tokenOut);
        Pool storage pool = pools[key];
        (reserveIn, reserveOut) = flipped ? (pool.reserveB, pool.reserveA) : (pool.reserveA, pool.reserveB);
    }

    /// @notice What `amountIn` of `tokenIn` buys now, after the fee.
    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = getReserves(tokenIn, tokenOut);
        if (reserveIn == 0 || reserveOut == 0 || amountIn == 0) revert InsufficientLiquidity();
        uint256 inWithFee = amountIn * FEE_NUMERATOR;
        uint256 amountOut = (inWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + inWithFee);
        if (amountOut == 0) revert InsufficientLiquidity();
        return amountOut;
    }

    /// @notice The least of `tokenIn` that buys `amountOut` of `tokenOut` now, after the fee.
    function getAmountIn(address tokenIn, address tokenOut, uint256 amountOut) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = getReserves(tokenIn, tokenOut);
        if (reserveIn == 0 || amountOut == 0 || amountOut >= reserveOut) revert InsufficientLiquidity();
        // Rounded up: rounding down would buy one unit less than asked.
        return (reserveIn * amountOut * FEE_DENOMINATOR) / ((reserveOut - amountOut) * FEE_NUMERATOR) + 1;
    }

    /// @notice Sells `amountIn` of `tokenIn` (sent as value for the native coin, else pulled with
    /// the caller's allowance) and sends at least `minAmountOut` of `tokenOut` to `to`.
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256 amountOut)
    {
        amountOut = getAmountOut(tokenIn, tokenOut, amountIn);
        if (amountOut < minAmountOut) revert SlippageExceeded(amountOut, minAmountOut);
        uint256 expected = tokenIn == address(0) ? amountIn : 0;
        if (msg.value != expected) revert WrongValue(msg.value, expected);
        _pull(tokenIn, amountIn);
        (bytes32 key, bool flipped) = _key(tokenIn, tokenOut);
        Pool storage pool = pools[key];
        // Effects before the transfer out: a token calling back in sees the new reserves.
        if (flipped) {
            pool.reserveB += amountIn;
            pool.reserveA -= amountOut;
        } else {
            pool.reserveA += amountIn;
            pool.reserveB -= amountOut;
        }
        _push(tokenOut, to, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    function _key(address x, address y) private pure returns (bytes32 key, bool flipped) {
        flipped = y < x;
        key = flipped ? keccak256(abi.encode(y, x)) : keccak256(abi.encode(x, y));
    }

    function _pull(address token, uint256 amount) private {
        if (token == address(0) || amount == 0) return;
        if (!IERC20Like(token).transferFrom(msg.sender, address(this), amount)) revert TransferFailed();
    }

    function _push(address token, address to, uint256 amount) private {
        if (token == address(0)) {
            (bool sent,) = to.call{value: amount}("");
            if (!sent) revert TransferFailed();
        } else if (!IERC20Like(token).transfer(to, amount)) {
            revert TransferFailed();
        }
    }
}
